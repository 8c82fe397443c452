/**
 * The methods each registered route path answers, so that a path the router knows under other
 * methods is a 405 with Allow rather than a 404. HEAD, answered wherever GET is, is left out of
 * Allow, as the apps' own 405s leave it out.
 */
import type { FastifyInstance } from 'fastify';

/** A Fastify route URL (`/v2/files/:id/:name`, `/people/v2/*`) as a pattern over paths. */
export function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Records every route registered from now on; answers the methods of a request path. */
export function recordRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: readonly string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (methods.length > 0) routes.push({ pattern: routePattern(route.url), methods });
  });
  return (path) => {
    const found = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) found.add(method);
    }
    return [...found];
  };
}
