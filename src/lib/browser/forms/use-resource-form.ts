import { useQueryClient } from '@tanstack/react-query';

import type { PathParams } from '../../../api/catalog/schema';
import type { CreateBody, CreatePath, UpdatePath } from '../../../api/client-types';
import { useApiClient } from '../api-query/api-client-context';
import { invalidateAfterWrite } from '../api-query/write-invalidation';
import { useCatalogForm, type CatalogForm, type CatalogFormOptions } from './use-catalog-form';

/** A create of the catalog: its path, the path's placeholders and the relationships it names. */
export type CreateWrite = {
  [P in CreatePath]: {
    method: 'POST';
    path: P;
    params: PathParams<P>;
    relationships?: CreateBody<P>['relationships'];
    /** Attributes sent with the form's that the form does not show (an option's place). */
    fixed?: Partial<CreateBody<P>['attributes']>;
    /** The new record's first values. */
    initial?: Readonly<Record<string, unknown>>;
  };
}[CreatePath];

/** An update of the catalog: its path and placeholders, and the record's attributes as they are. */
export type UpdateWrite = {
  [P in UpdatePath]: {
    method: 'PATCH';
    path: P;
    params: PathParams<P>;
    initial: Readonly<Record<string, unknown>>;
  };
}[UpdatePath];

/** What a save did: added a record, saved changes, or found nothing to send. */
export type SaveOutcome = 'added' | 'saved' | 'unchanged';

export interface SavedRecord {
  id: string;
  attributes: Readonly<Record<string, unknown>>;
}

export interface ResourceForm extends CatalogForm {
  /**
   * Checks the form and sends the create (every field) or the update (the changed fields, none
   * sent when nothing changed); resolves with what happened, or undefined when it was not saved
   * (its errors are on the form). `params` replaces the write's placeholders when they come from
   * the form (the household a person is added to).
   */
  save(
    params?: Readonly<Record<string, string>>,
  ): Promise<{ outcome: SaveOutcome; record?: SavedRecord } | undefined>;
}

/**
 * A catalog form that writes itself: the fields of `write`'s endpoint (useCatalogForm), sent to
 * that endpoint with the typed client, and every cached read refreshed after a save.
 */
export function useResourceForm(
  write: CreateWrite | UpdateWrite,
  options: Omit<CatalogFormOptions, 'method' | 'path' | 'initial'> = {},
): ResourceForm {
  const catalog = useCatalogForm({
    ...options,
    method: write.method,
    path: write.path,
    ...(write.initial === undefined ? {} : { initial: write.initial }),
  });
  const client = useApiClient();
  const queryClient = useQueryClient();

  const save: ResourceForm['save'] = async (params = write.params) => {
    let outcome: SaveOutcome = write.method === 'POST' ? 'added' : 'saved';
    let record: SavedRecord | undefined;
    const saved = await catalog.submit(async (attributes) => {
      if (write.method === 'PATCH') {
        if (Object.keys(attributes).length === 0) {
          outcome = 'unchanged';
          return;
        }
        // The form's fields are the endpoint's writable attributes, checked by the catalog.
        const body = { attributes } as never;
        record = await client.update(write.path, params as never, body);
      } else {
        const { relationships, fixed } = write;
        const all = { ...attributes, ...fixed };
        const body = (
          relationships ? { attributes: all, relationships } : { attributes: all }
        ) as never;
        record = await client.create(write.path, params as never, body);
      }
      await invalidateAfterWrite(queryClient, write.method, write.path);
    });
    return saved ? { outcome, ...(record ? { record } : {}) } : undefined;
  };

  return { ...catalog, save };
}
