import { useCallback } from 'react';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';

/** The dialogs and the drawer, one open at a time: ?new=field, ?edit=ID, ?options=ID. */
const overlays = ['new', 'edit', 'options'] as const;

/**
 * The custom fields page's selected tab, open dialog and open drawer live in the URL: a reload
 * or a shared link shows the same, Back closes a dialog, and closing one is a navigation the
 * unsaved-changes guard can stop.
 */
export function useCustomFieldsParams() {
  const [params, change] = useSearchParamsUpdate();
  const newField = params.get('new') === 'field';
  const editId = newField ? undefined : params.get('edit') || undefined;
  const optionsId = newField || editId ? undefined : params.get('options') || undefined;
  return {
    tabId: params.get('tab') ?? undefined,
    newField,
    editId,
    optionsId,
    setTab: (id: string) => change((next) => next.set('tab', id)),
    open: (overlay: (typeof overlays)[number], value: string) =>
      change((next) => {
        for (const other of overlays) next.delete(other);
        next.set(overlay, value);
      }),
    /** Closes the dialog or drawer; `showTab` also switches to a tab (one navigation). */
    closeOverlay: useCallback(
      (showTab?: string) =>
        change(
          (next) => {
            for (const other of overlays) next.delete(other);
            if (showTab !== undefined) next.set('tab', showTab);
          },
          { replace: true },
        ),
      [change],
    ),
  };
}
