import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** What the custom fields page shows besides its list: a dialog or the options drawer. */
export type CustomFieldsOverlay =
  | { kind: 'none' }
  | { kind: 'new-field' }
  | { kind: 'edit-field'; id: string }
  | { kind: 'options'; id: string };

const names = { tab: 'tab', newField: 'new', editField: 'edit', options: 'options' } as const;
const overlayNames = [names.newField, names.editField, names.options];

function overlayOf(params: URLSearchParams): CustomFieldsOverlay {
  if (params.get(names.newField) === 'field') return { kind: 'new-field' };
  const edit = params.get(names.editField);
  if (edit) return { kind: 'edit-field', id: edit };
  const options = params.get(names.options);
  if (options) return { kind: 'options', id: options };
  return { kind: 'none' };
}

/**
 * The custom fields page's selected tab, open dialog and open drawer live in the URL: a reload
 * or a shared link shows the same, Back closes a dialog, and closing one is a navigation the
 * unsaved-changes guard can stop.
 */
export function useCustomFieldsParams() {
  const [params, setParams] = useSearchParams();

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const openOverlay = useCallback(
    (name: string, value: string) =>
      change((next) => {
        for (const other of overlayNames) next.delete(other);
        next.set(name, value);
      }),
    [change],
  );

  return {
    tabId: params.get(names.tab) ?? undefined,
    overlay: overlayOf(params),
    setTab: useCallback((id: string) => change((next) => next.set(names.tab, id)), [change]),
    openNewField: useCallback(() => openOverlay(names.newField, 'field'), [openOverlay]),
    openEditField: useCallback((id: string) => openOverlay(names.editField, id), [openOverlay]),
    openOptions: useCallback((id: string) => openOverlay(names.options, id), [openOverlay]),
    /** Closes the dialog or drawer; `showTab` also switches to a tab (one navigation). */
    closeOverlay: useCallback(
      (showTab?: string) =>
        change((next) => {
          for (const other of overlayNames) next.delete(other);
          if (showTab !== undefined) next.set(names.tab, showTab);
        }, true),
      [change],
    ),
  };
}
