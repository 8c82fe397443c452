import { appOfPath } from '../../../api/catalog/catalog';

/** Drops what must not be part of a cache key (the abort signal) and undefined members. */
function keyArgs(args: object | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args ?? {})) {
    if (name !== 'signal' && value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Query keys: ['api', app, path, kind, args]. The catalog path in third place tells what a query
 * may show, so a write refreshes only those (write-invalidation.ts), whichever app shows them.
 */
export const apiKeys = {
  all: ['api'] as const,
  app: (app: string) => ['api', app] as const,
  path: (path: string) => ['api', appOfPath(path) ?? 'other', path] as const,
  list: (path: string, args?: object) => [...apiKeys.path(path), 'list', keyArgs(args)] as const,
  pages: (path: string, args?: object) => [...apiKeys.path(path), 'pages', keyArgs(args)] as const,
  record: (path: string, args?: object) =>
    [...apiKeys.path(path), 'record', keyArgs(args)] as const,
  related: (path: string, args: object, association: string) =>
    [...apiKeys.path(path), 'related', association, keyArgs(args)] as const,
};
