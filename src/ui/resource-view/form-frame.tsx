import { Alert, Button, Group, List, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { useT } from '../i18n/language-context';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';

export interface FormFrameProps {
  /** A form of its own on the page (a card with this heading), not the body of a dialog. */
  title?: string;
  /** Saves; resolves when the save is over, whether it worked or not. */
  onSubmit: () => Promise<unknown>;
  /** The save's failures that belong to no field. */
  generalErrors: readonly string[];
  /** The heading of those failures ("Not saved" by default). */
  errorTitle?: string;
  /** Unsaved changes: leaving asks first. */
  dirty: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  cancelDisabled?: boolean;
  /** What the form says after a save (a "Saved" message), above its fields. */
  status?: ReactNode;
  /** The widest the form's column grows. */
  maw?: number;
  children: ReactNode;
}

/**
 * The frame of every catalog form: its errors above the fields, Cancel and a save button that
 * shows the save is under way, and the question before leaving unsaved. With a title it is a
 * card of its own that takes the keyboard to its first field when it opens.
 */
export function FormFrame({
  title,
  onSubmit,
  generalErrors,
  errorTitle,
  dirty,
  submitLabel,
  submitDisabled = false,
  onCancel,
  cancelLabel,
  cancelDisabled = false,
  status,
  maw,
  children,
}: FormFrameProps) {
  const titleId = useId();
  const t = useT();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A card opens where its button was: take the keyboard there, to its first field.
  const framed = title !== undefined;
  useEffect(() => {
    if (!framed) return;
    const controls = formRef.current?.querySelectorAll<HTMLElement>(
      'input, textarea, select, button',
    );
    [...(controls ?? [])].find((control) => control.offsetParent !== null)?.focus();
  }, [framed]);

  const body = (
    <Stack gap={framed ? 'sm' : 'md'} maw={maw}>
      {framed && (
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
      )}
      {generalErrors.length > 0 && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={errorTitle ?? t('ui.form.notSaved')}
        >
          <List size="sm">
            {generalErrors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {status}
      {children}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving || cancelDisabled}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    void onSubmit().finally(() => setSaving(false));
  };
  return framed ? (
    <Paper
      ref={formRef}
      withBorder
      p="md"
      mb="md"
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
    >
      {body}
      <UnsavedChangesGuard dirty={dirty} />
    </Paper>
  ) : (
    <form ref={formRef} noValidate onSubmit={submit}>
      <UnsavedChangesGuard dirty={dirty} />
      {body}
    </form>
  );
}

/**
 * A form that goes away when it has saved (a dialog whose closing is a navigation): it calls
 * `leave` once a render has shown the form clean, so the unsaved-changes question does not stop
 * its own close. `saved` is true from the save on: count the form as not dirty then.
 *
 * `leave` is called once per save, whatever its identity later: a closing dialog stays mounted
 * while it fades out, and a `leave` made anew for the next URL (a row's Edit clicked meanwhile)
 * must not close again what that click opened.
 */
export function useLeaveAfterSave<T>(leave: (value: T) => void) {
  const [saved, setSaved] = useState<{ value: T }>();
  const latestLeave = useRef(leave);
  useEffect(() => {
    latestLeave.current = leave;
  });
  useEffect(() => {
    if (saved) latestLeave.current(saved.value);
  }, [saved]);
  return { saved: saved !== undefined, leaveWith: (value: T) => setSaved({ value }) };
}
