import { ActionIcon, Alert, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

import { useApiUpdate } from '../../../lib/browser/api-query/api-mutations';
import { useT } from '../../../ui/i18n/language-context';
import { describeError } from '../../../ui/query-error';
import { FIELD_OPTION, type FieldOptionRecord } from './field-option-form';
import { sequenceMoves } from './field-option-order';

const directions = ['up', 'down'] as const;
type Direction = (typeof directions)[number];

/**
 * A field's options in their order. Move up / down write the new sequences and keep the
 * keyboard focus on the moved option, and a live region says where it went.
 */
export function FieldOptionList({
  definitionId,
  fieldName,
  options,
  readOnly,
  onEdit,
  onDelete,
}: {
  definitionId: string;
  fieldName: string;
  options: readonly FieldOptionRecord[];
  readOnly: boolean;
  onEdit: (option: FieldOptionRecord) => void;
  onDelete: (option: FieldOptionRecord) => void;
}) {
  const t = useT();
  const update = useApiUpdate(FIELD_OPTION);
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [moveError, setMoveError] = useState<unknown>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; direction: Direction; index: number }>(undefined);

  // After a move has been saved and the refetched list shows the option at its new place (the
  // save resolves before the refetch: focusing earlier would lose the focus once the button
  // under it is disabled at the top or the bottom).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || options[target.index]?.id !== target.id) return;
    pendingFocus.current = undefined;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.id}:${target.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${target.id}:${other}`))?.focus();
  });

  const move = async (index: number, direction: Direction) => {
    const option = options[index];
    if (moving || !option) return;
    const by = direction === 'up' ? -1 : 1;
    const writes = sequenceMoves(
      options.map((o) => ({ id: o.id, sequence: o.attributes.sequence })),
      index,
      by,
    );
    if (writes.length === 0) return;
    setMoving(true);
    setMoveError(undefined);
    setAnnouncement(t('people.customFields.options.moving', { value: option.attributes.value }));
    try {
      for (const write of writes) {
        await update.mutateAsync({
          params: { field_definition_id: definitionId, id: write.id },
          body: { attributes: { sequence: write.sequence } },
        });
      }
      pendingFocus.current = { id: option.id, direction, index: index + by };
      setAnnouncement(
        t('people.customFields.options.moved', {
          value: option.attributes.value,
          position: index + by + 1,
          total: options.length,
        }),
      );
    } catch (error) {
      setMoveError(error);
      setAnnouncement('');
    } finally {
      setMoving(false);
    }
  };

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  const failure = moveError === undefined ? undefined : describeError(moveError, t);

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('people.customFields.options.orderNotSaved')}
          mb="sm"
        >
          {t('people.customFields.options.orderNotSavedBody', { reason: failure.message })}
        </Alert>
      )}
      <Paper
        component="ol"
        withBorder
        aria-label={t('people.customFields.options.listLabel', { name: fieldName })}
        aria-busy={moving}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {options.map((option, index) => {
          const value = option.attributes.value;
          return (
            <Group
              component="li"
              key={option.id}
              justify="space-between"
              wrap="nowrap"
              px="sm"
              py={6}
              style={{
                borderTop:
                  index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" c="dimmed" w="2ch" ta="right" aria-hidden="true">
                  {index + 1}
                </Text>
                <Text size="sm" fw={500}>
                  {value}
                </Text>
              </Group>
              {!readOnly && (
                <Group gap={2} wrap="nowrap">
                  {directions.map((direction) => {
                    const Arrow = direction === 'up' ? IconArrowUp : IconArrowDown;
                    return (
                      <ActionIcon
                        key={direction}
                        ref={buttonRef(`${option.id}:${direction}`)}
                        variant="subtle"
                        aria-label={t('people.customFields.options.move', { value, direction })}
                        disabled={index === (direction === 'up' ? 0 : options.length - 1)}
                        onClick={() => void move(index, direction)}
                      >
                        <Arrow size={16} aria-hidden="true" />
                      </ActionIcon>
                    );
                  })}
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('people.customFields.editNamed', { name: value })}
                    onClick={() => onEdit(option)}
                  >
                    <IconPencil size={16} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('people.customFields.deleteNamed', { name: value })}
                    onClick={() => onDelete(option)}
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          );
        })}
      </Paper>
    </>
  );
}
