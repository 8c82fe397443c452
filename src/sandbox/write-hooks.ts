/**
 * The rules of particular resources around the generic writes: the registry of each app's write
 * hooks (`behaviour/*-write-hooks.ts`), typed against the catalog so only resources a write
 * endpoint writes can have hooks.
 */
import type { AppName } from '../api/catalog/schema';
import { checkInsWriteHooks } from './behaviour/check-ins-write-hooks';
import { peopleWriteHooks } from './behaviour/people-write-hooks';
import type { AppWriteHooks, WriteHooks } from './behaviour/write-hook-kit';

export type { DeleteInput, WriteHooks, WriteInput } from './behaviour/write-hook-kit';

const registry: { readonly [A in AppName]: AppWriteHooks<A> } = {
  check_ins: checkInsWriteHooks,
  giving: {},
  people: peopleWriteHooks,
};

export function hooksFor(app: AppName, type: string): WriteHooks {
  const hooks: Readonly<Record<string, WriteHooks | undefined>> = registry[app];
  return (Object.hasOwn(hooks, type) ? hooks[type] : undefined) ?? {};
}
