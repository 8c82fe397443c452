/**
 * dist/route-preloads.json, which the build writes (vite.config.ts, routePreloads): for each page
 * route of src/app/router.tsx, the JS files its chunk needs beyond the entry's, and for each
 * language the files of its messages. The server sends a page's and its language's as Link
 * headers with its first load (src/server/static-site.ts); the browser asks for a page's itself
 * on a navigation to another page (src/lib/browser/page-chunk-preloads.ts).
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The route's path as the router writes it, from the root: "/people/:personId", "/". */
  readonly path: string;
  /** Its files, relative to the site's root: "assets/people-page-abc123.js". */
  readonly files: readonly string[];
}

export interface RoutePreloads {
  readonly routes: readonly RoutePreload[];
  /** Each language's messages (by language code: "en", "es"). */
  readonly languages: Readonly<Record<string, readonly string[]>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of built JS files, or none when it is anything else. */
function filesOf(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) &&
    value.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file))
    ? (value as string[])
    : undefined;
}

/** The file's routes and languages; what is not as the build writes it is left out. */
export function readRoutePreloads(json: unknown): RoutePreloads {
  if (!isObject(json)) return { routes: [], languages: {} };
  const routes = (Array.isArray(json.routes) ? json.routes : []).flatMap((route: unknown) => {
    const files = isObject(route) ? filesOf(route.files) : undefined;
    return isObject(route) && typeof route.path === 'string' && files
      ? [{ path: route.path, files }]
      : [];
  });
  const languages = Object.fromEntries(
    Object.entries(isObject(json.languages) ? json.languages : {}).flatMap(([language, value]) => {
      const files = filesOf(value);
      return files ? [[language, files]] : [];
    }),
  );
  return { routes, languages };
}
