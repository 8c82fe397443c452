import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

import { useT } from '../i18n/language-context';

export interface RecordActionsProps {
  /** The record's name, in the buttons' accessible names ("Edit ann@example.org"). */
  name: string;
  onEdit?: () => void;
  onRemove?: () => void;
  /**
   * The buttons' words: "Edit" and "Delete" (in the page's language) unless the record is changed
   * or removed.
   */
  editLabel?: string;
  removeLabel?: string;
  /** Accessible names other than "<label> <name>" ("Remove from the Smith household"). */
  editName?: string;
  removeName?: string;
  /** Buttons of the record's own ("Make primary"), between Edit and Delete. */
  children?: ReactNode;
  /** In a table row (compact, on the right) or on a card (under its text). */
  layout?: 'row' | 'card';
}

/** A record's Edit (or Change) and Delete (or Remove) buttons, each naming its record. */
export function RecordActions({
  name,
  onEdit,
  onRemove,
  editLabel: edit,
  removeLabel: remove,
  editName,
  removeName,
  children,
  layout = 'row',
}: RecordActionsProps) {
  const t = useT();
  const editLabel = edit ?? t('ui.recordActions.edit');
  const removeLabel = remove ?? t('ui.recordActions.delete');
  const row = layout === 'row';
  const size = row ? 'compact-xs' : 'xs';
  return (
    <Group gap="xs" justify={row ? 'flex-end' : undefined} wrap={row ? 'nowrap' : undefined}>
      {onEdit && (
        <Button
          size={size}
          variant="default"
          aria-label={editName ?? t('ui.recordActions.named', { label: editLabel, name })}
          onClick={onEdit}
        >
          {editLabel}
        </Button>
      )}
      {children}
      {onRemove && (
        <Button
          size={size}
          variant="subtle"
          color="red"
          aria-label={removeName ?? t('ui.recordActions.named', { label: removeLabel, name })}
          onClick={onRemove}
        >
          {removeLabel}
        </Button>
      )}
    </Group>
  );
}
