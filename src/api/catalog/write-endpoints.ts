/**
 * Every write and action endpoint, and their run-time lookups: apart from the resources and
 * reads (catalog.ts), so that a page that only reads never downloads them. Their types
 * (`WriteEndpoints`, `CreatePath`, ...) are in catalog.ts with the rest.
 */
import { checkInsWriteEndpoints } from './check-ins-writes';
import { peopleActions, peopleWriteEndpoints } from './people-writes';
import type { ActionEndpointSpec, WriteEndpointSpec, WriteMethod } from './schema';

/** Every write endpoint, keyed `${METHOD} ${path template}`. */
export const writeEndpoints = { ...checkInsWriteEndpoints, ...peopleWriteEndpoints } as const;

/** Action endpoints (no attributes), keyed `${METHOD} ${path template}`. */
export const actionEndpoints = { ...peopleActions } as const;

export function writeEndpointSpec(
  method: WriteMethod,
  path: string,
): WriteEndpointSpec | undefined {
  const all: Readonly<Record<string, WriteEndpointSpec>> = writeEndpoints;
  const key = `${method} ${path}`;
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

export function actionEndpointSpec(path: string): ActionEndpointSpec | undefined {
  const all: Readonly<Record<string, ActionEndpointSpec>> = actionEndpoints;
  const key = `POST ${path}`;
  return Object.hasOwn(all, key) ? all[key] : undefined;
}

export function splitWriteKey(key: string): { method: WriteMethod; path: string } {
  const [method, path] = key.split(' ') as [WriteMethod, string];
  return { method, path };
}
