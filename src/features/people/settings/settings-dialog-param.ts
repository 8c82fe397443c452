import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { isValueKind, type ValueKind } from './settings-value-kinds';

export type SettingsDialog = { kind: ValueKind; id?: string } | undefined;

const param = 'value';

/**
 * The add / edit dialog of a settings value lives in the URL (?value=name_prefixes for a new
 * one, ?value=name_prefixes/7 to edit), so closing it is a navigation the unsaved-changes
 * guard can stop, and Back closes it.
 */
export function useSettingsDialog() {
  const [params, setParams] = useSearchParams();
  const [kind = '', id] = (params.get(param) ?? '').split('/');
  const dialog: SettingsDialog = isValueKind(kind)
    ? id === undefined || id === ''
      ? { kind }
      : { kind, id }
    : undefined;

  const set = useCallback(
    (value: string | undefined, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    dialog,
    openNew: useCallback((kind: ValueKind) => set(kind, false), [set]),
    openEdit: useCallback((kind: ValueKind, id: string) => set(`${kind}/${id}`, false), [set]),
    close: useCallback(() => set(undefined, true), [set]),
  };
}
