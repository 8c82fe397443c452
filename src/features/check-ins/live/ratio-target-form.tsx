import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import type { LiveRoomsSettings } from '../../../api/proxy/live-rooms-settings';
import { useSaveSharedSetting, useSharedSetting } from '../../../lib/browser/shared-settings';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { describeError } from '../../../ui/query-error';
import { ratioTargetProblem } from './ratio-target-rules';

/** The settings with one room's target set (a number) or removed (null). */
function withTarget(
  settings: LiveRoomsSettings,
  locationId: string,
  target: number | null,
): LiveRoomsSettings {
  const rooms = { ...settings.rooms };
  if (target === null) delete rooms[locationId];
  else rooms[locationId] = { attendeesPerVolunteer: target };
  return { rooms };
}

/**
 * A room's ratio target, set once for all staff (the shared `live-rooms` settings). A change
 * someone else saved meanwhile is never overwritten: the form says so and shows theirs.
 */
export function RatioTargetForm({
  locationId,
  roomName,
}: {
  locationId: string;
  roomName: string;
}) {
  const t = useT();
  const setting = useSharedSetting('live-rooms');
  const save = useSaveSharedSetting('live-rooms');
  const stored = setting.data?.value.rooms[locationId]?.attendeesPerVolunteer ?? null;
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'conflict'; text: string } | null>(null);
  const text = draft ?? (stored === null ? '' : String(stored));
  const problem = submitted ? ratioTargetProblem(text) : undefined;

  if (setting.isError) {
    return (
      <Alert color="red" variant="light" title={t('check-ins.live.target.readFailed')}>
        {describeError(setting.error, t).message}
      </Alert>
    );
  }
  const answer = setting.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!answer || ratioTargetProblem(text) !== undefined) return;
    const target = text.trim() === '' ? null : Number(text.trim());
    if (target === stored) {
      setMessage({ kind: 'saved', text: t('check-ins.live.target.unchanged') });
      return;
    }
    setMessage(null);
    save.mutate(
      { value: withTarget(answer.value, locationId, target), from: answer },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'saved') {
            setDraft(undefined);
            setSubmitted(false);
            setMessage({
              kind: 'saved',
              text:
                target === null
                  ? t('check-ins.live.target.removed', { room: roomName })
                  : t('check-ins.live.target.saved', { target, room: roomName }),
            });
          } else if (outcome.kind === 'conflict') {
            const theirs = outcome.current.value.rooms[locationId]?.attendeesPerVolunteer;
            setMessage({
              kind: 'conflict',
              text: t('check-ins.live.target.conflict', {
                who: outcome.current.updatedBy ?? t('check-ins.live.target.someone'),
                theirs: theirs ?? 'none',
                mine: target ?? 'none',
              }),
            });
          } else {
            setMessage({
              kind: 'conflict',
              text: outcome.problems.map((p) => p.detail).join(' '),
            });
          }
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('check-ins.live.target.formLabel', { room: roomName })}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('check-ins.live.target.label')}
            description={t('check-ins.live.target.description')}
            inputMode="numeric"
            w={220}
            value={text}
            error={problem && t('check-ins.live.target.problem', { ...problem })}
            disabled={!answer}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setMessage(null);
            }}
          />
          <Button type="submit" loading={save.isPending} disabled={!answer}>
            {t('check-ins.live.target.save')}
          </Button>
        </Group>
        {message && (
          <Alert
            color={message.kind === 'saved' ? 'teal' : 'orange'}
            variant="light"
            role={message.kind === 'saved' ? 'status' : 'alert'}
            icon={message.kind === 'saved' ? <IconCheck size={18} aria-hidden="true" /> : undefined}
          >
            {message.text}
          </Alert>
        )}
        {save.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t('check-ins.live.target.notSaved')}
          >
            {describeError(save.error, t).message}
          </Alert>
        )}
        {answer?.updatedAt && answer.updatedBy && (
          <Text size="xs" c="dimmed">
            <Message
              id="check-ins.live.target.lastChanged"
              values={{ who: answer.updatedBy }}
              components={{ 0: <DateTimeText value={answer.updatedAt} size="xs" /> }}
            />
          </Text>
        )}
      </Stack>
    </form>
  );
}
