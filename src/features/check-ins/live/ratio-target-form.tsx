import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

import type { LiveRoomsSettings } from '../../../api/proxy/live-rooms-settings';
import { useSaveSharedSetting, useSharedSetting } from '../../../lib/browser/shared-settings';
import { DateTimeText } from '../../../ui/date-time-text';
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
      <Alert color="red" variant="light" title="The ratio targets could not be read">
        {describeError(setting.error).message}
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
      setMessage({ kind: 'saved', text: 'Nothing to save: that is the target already.' });
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
                  ? `${roomName} has no ratio target now.`
                  : `Saved for all staff: 1 volunteer for every ${target} attendees in ${roomName}.`,
            });
          } else if (outcome.kind === 'conflict') {
            const theirs = outcome.current.value.rooms[locationId]?.attendeesPerVolunteer;
            setMessage({
              kind: 'conflict',
              text: `${outcome.current.updatedBy ?? 'Someone'} changed the ratio targets while you were editing, so yours was not saved. This room’s target is now ${theirs === undefined ? 'not set' : `${theirs} attendees per volunteer`}. Save again to use ${target === null ? 'no target' : target}.`,
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
    <form onSubmit={submit} noValidate aria-label={`Ratio target of ${roomName}`}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Attendees per volunteer"
            description="At most this many attendees for each volunteer; blank for no target."
            inputMode="numeric"
            w={220}
            value={text}
            error={problem}
            disabled={!answer}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setMessage(null);
            }}
          />
          <Button type="submit" loading={save.isPending} disabled={!answer}>
            Save target
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
          <Alert color="red" variant="light" role="alert" title="The target was not saved">
            {describeError(save.error).message}
          </Alert>
        )}
        {answer?.updatedAt && answer.updatedBy && (
          <Text size="xs" c="dimmed">
            Targets last changed by {answer.updatedBy},{' '}
            <DateTimeText value={answer.updatedAt} size="xs" />.
          </Text>
        )}
      </Stack>
    </form>
  );
}
