import { useCallback } from 'react';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { isValueKind, type ValueKind } from './settings-value-kinds';

const param = 'value';

/**
 * The add / edit dialog of a settings value lives in the URL (?value=name_prefixes for a new
 * one, ?value=name_prefixes/7 to edit), so closing it is a navigation the unsaved-changes
 * guard can stop, and Back closes it.
 */
export function useSettingsDialog() {
  const [params, update] = useSearchParamsUpdate();
  const [kind = '', id] = (params.get(param) ?? '').split('/');
  const dialog = isValueKind(kind) ? { kind, id: id || undefined } : undefined;

  return {
    dialog,
    open: (kind: ValueKind, id?: string) =>
      update((next) => next.set(param, id === undefined ? kind : `${kind}/${id}`)),
    close: useCallback(() => update((next) => next.delete(param), { replace: true }), [update]),
  };
}
