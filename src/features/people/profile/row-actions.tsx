import { Button, Group } from '@mantine/core';

/** A profile table row's Edit (or Change) and Delete (or Remove), each naming its record. */
export function RowActions({
  edit,
  remove,
  onEdit,
  onRemove,
}: {
  /** The button's word and its accessible name ("Edit", "Edit ann@example.org"). */
  edit: { label: string; name: string };
  remove: { label: string; name: string };
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="compact-xs" variant="default" aria-label={edit.name} onClick={onEdit}>
        {edit.label}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={remove.name}
        onClick={onRemove}
      >
        {remove.label}
      </Button>
    </Group>
  );
}
