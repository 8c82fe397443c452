import { Alert, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';

export interface PersonFormFrameProps {
  title: string;
  /** Saves; resolves when the save is over, whether it worked or not. */
  onSubmit: () => Promise<unknown>;
  onCancel: () => void;
  /** The save's failures that belong to no field. */
  generalErrors: readonly string[];
  dirty: boolean;
  submitLabel: string;
  children: ReactNode;
}

/**
 * The frame of every profile form: a titled form, its errors above the fields, Cancel and a
 * save button that shows the save is under way, and the question before leaving unsaved.
 */
export function PersonFormFrame({
  title,
  onSubmit,
  onCancel,
  generalErrors,
  dirty,
  submitLabel,
  children,
}: PersonFormFrameProps) {
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A form opens where its button was: take the keyboard there, to its first field.
  useEffect(() => {
    const controls = formRef.current?.querySelectorAll<HTMLElement>(
      'input, textarea, select, button',
    );
    [...(controls ?? [])].find((control) => control.offsetParent !== null)?.focus();
  }, []);
  return (
    <Paper
      ref={formRef}
      withBorder
      p="md"
      mb="md"
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (saving) return;
        setSaving(true);
        void onSubmit().finally(() => setSaving(false));
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {generalErrors.length > 0 && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title="Not saved"
          >
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard dirty={dirty} />
    </Paper>
  );
}
