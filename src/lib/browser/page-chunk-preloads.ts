import { ROUTE_PRELOADS_FILE, readRoutePreloads } from '../pure/route-preloads';

/**
 * A navigation's page chunks, asked for all at once. A page's first load gets them from the
 * server's Link headers; after that, a navigation to another page preloads that page's files from
 * the same list (route-preloads.json), instead of the browser finding them one import level after
 * another. Vite's own lists of them are off (vite.config.ts, modulePreload): inside the entry they
 * were 5 kB gzip that no first view needs, and this list loads when the browser is idle.
 */
let filesByPath: Promise<ReadonlyMap<string, readonly string[]>> | undefined;
const requested = new Set<string>();

function routeFiles(): Promise<ReadonlyMap<string, readonly string[]>> {
  filesByPath ??= fetch(`/${ROUTE_PRELOADS_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : []))
    .then(
      (json) => new Map(readRoutePreloads(json).routes.map((route) => [route.path, route.files])),
    )
    .catch(() => {
      // Offline or a dev server without the file: the page loads without the hint; ask again
      // next time.
      filesByPath = undefined;
      return new Map<string, readonly string[]>();
    });
  return filesByPath;
}

/** Fetches the list ahead of the first navigation (call when the browser is idle). */
export function warmPageChunkPreloads(): Promise<unknown> {
  return routeFiles();
}

/** Preloads the chunks of the page route at `routePath` ("/people/:personId", "/" for home). */
export function preloadPageChunks(routePath: string): Promise<void> {
  return routeFiles().then((files) => {
    for (const file of files.get(routePath) ?? []) {
      if (requested.has(file)) continue;
      requested.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      document.head.append(link);
    }
  });
}
