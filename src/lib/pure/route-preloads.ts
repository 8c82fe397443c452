/**
 * dist/route-preloads.json, which the build writes (vite.config.ts, routePreloads): for each page
 * route of src/app/router.tsx, the JS files its chunk needs beyond the entry's. The server sends
 * them as Link headers with a page's first load (src/server/static-site.ts); the browser asks
 * for them itself on a navigation to another page (src/lib/browser/page-chunk-preloads.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The route's path as the router writes it, from the root: "/people/:personId". */
  readonly path: string;
  /** Its files, relative to the site's root: "assets/people-page-abc123.js". */
  readonly files: readonly string[];
}

/** The file's routes, or none when it is not what the build writes. */
export function readRoutePreloads(json: unknown): readonly RoutePreload[] {
  if (!Array.isArray(json)) return [];
  return json.filter(
    (route): route is RoutePreload =>
      typeof route === 'object' &&
      route !== null &&
      typeof (route as { path?: unknown }).path === 'string' &&
      Array.isArray((route as { files?: unknown }).files) &&
      (route as { files: unknown[] }).files.every(
        (file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file),
      ),
  );
}
