import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';

import { useApiList, useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useHistoryMove } from '../../../lib/browser/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/browser/use-url-draft';
import { DateTimeText } from '../../../ui/date-time-text';
import { Message } from '../../../ui/i18n/message';
import { useT } from '../../../ui/i18n/language-context';
import { PersonAppLinks } from '../../../ui/person-app-links';
import { StylesheetIcon } from '../../../ui/stylesheet-icon';
import { personName } from '../shared/person-name';
import type { CheckInsScope, ScopeParam } from './check-ins-scope';

const EVENTS = '/check_ins/v2/events';
const EVENT_LOCATIONS = '/check_ins/v2/events/{event_id}/locations';
/** The service's largest page: events and an event's locations are chosen from one page. */
const CHOICES_PAGE = 100;

export interface CheckInsScopeFiltersProps {
  scope: CheckInsScope;
  /** When the session was chosen: its start, from a row of its check-ins (undefined until read). */
  sessionStartsAt: string | undefined;
  onChange: (name: ScopeParam, value: string | undefined, options?: { replace?: boolean }) => void;
}

function EventSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const events = useApiList(EVENTS, { order: 'name', perPage: CHOICES_PAGE });
  const records = events.data?.records ?? [];
  const known = value === undefined || records.some((event) => event.id === value);
  return (
    <NativeSelect
      label={t('check-ins.list.scope.event')}
      size="sm"
      w={240}
      value={value ?? ''}
      disabled={events.isPending}
      error={events.isError ? t('check-ins.list.scope.eventsFailed') : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        {
          value: '',
          label: events.isPending
            ? t('check-ins.list.scope.loadingEvents')
            : t('check-ins.list.scope.allEvents'),
        },
        ...(known
          ? []
          : [{ value: value, label: t('check-ins.list.scope.eventWithId', { id: value }) }]),
        ...records.map((event) => ({
          value: event.id,
          label: event.attributes.archived_at
            ? t('check-ins.list.scope.archivedEvent', { name: event.attributes.name })
            : event.attributes.name,
        })),
      ]}
    />
  );
}

function LocationSelect({
  eventId,
  value,
  onChange,
}: {
  eventId: string;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const locations = useApiList(EVENT_LOCATIONS, {
    params: { event_id: eventId },
    order: 'name',
    perPage: CHOICES_PAGE,
  });
  // A folder holds locations; no one checks in to it.
  const places = (locations.data?.records ?? []).filter((l) => l.attributes.kind !== 'Folder');
  return (
    <NativeSelect
      label={t('check-ins.list.scope.location')}
      size="sm"
      w={200}
      value={value ?? ''}
      disabled={locations.isPending}
      error={locations.isError ? t('check-ins.list.scope.locationsFailed') : undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        {
          value: '',
          label: locations.isPending
            ? t('check-ins.list.scope.loadingLocations')
            : t('check-ins.list.scope.allLocations'),
        },
        ...places.map((l) => ({ value: l.id, label: l.attributes.name })),
      ]}
    />
  );
}

/** Whose check-ins the list holds when it is one person's, with their pages in the other apps. */
function PersonScope({ personId, onClear }: { personId: string; onClear: () => void }) {
  const t = useT();
  const person = useApiRecord('/check_ins/v2/people', { id: personId }, { staleTime: 60_000 });
  const name = person.data
    ? personName(t, person.data)
    : t('check-ins.list.scope.personWithId', { id: personId });
  return (
    <Group gap="xs" wrap="wrap" w="100%">
      <Text size="sm" fw={600}>
        {person.isPending
          ? t('check-ins.list.scope.loadingPerson')
          : t('check-ins.list.scope.checkInsOf', { name })}
      </Text>
      <PersonAppLinks personId={personId} here="checkIns" />
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconX size={14} aria-hidden="true" />}
        onClick={onClear}
      >
        {t('check-ins.list.scope.everyone')}
      </Button>
    </Group>
  );
}

/**
 * Whose check-ins: a person's, or an event (and a session of it, reached from the event's
 * page), its dates and locations, and a name search. Name and location narrow the loaded page:
 * the API offers neither for check-ins.
 */
export function CheckInsScopeFilters({
  scope,
  sessionStartsAt,
  onChange,
}: CheckInsScopeFiltersProps) {
  const t = useT();
  const [name, setName] = useUrlDraft(scope.q ?? '', trimmedSearch);
  const sendName = useDebouncedCallback(
    (value: string) => onChange('q', value.trim(), { replace: scope.q !== undefined }),
    300,
  );
  // Back or Forward wins over a name typed just before it.
  useHistoryMove(sendName.cancel);
  const { event, person } = scope;

  return (
    <Stack gap="xs" mb="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {person === undefined ? (
          <EventSelect value={event} onChange={(id) => onChange('event', id)} />
        ) : (
          <PersonScope personId={person} onClear={() => onChange('person', undefined)} />
        )}
        {event !== undefined && (
          <LocationSelect
            eventId={event}
            value={scope.location}
            onChange={(id) => onChange('location', id)}
          />
        )}
        {(event !== undefined || person !== undefined) && (
          <>
            <TextInput
              type="date"
              label={t('check-ins.list.scope.from')}
              size="sm"
              w={160}
              value={scope.from ?? ''}
              max={scope.to}
              onChange={(e) => onChange('from', e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('check-ins.list.scope.to')}
              size="sm"
              w={160}
              value={scope.to ?? ''}
              min={scope.from}
              onChange={(e) => onChange('to', e.currentTarget.value)}
            />
          </>
        )}
        {person === undefined && (
          <TextInput
            role="searchbox"
            label={t('check-ins.list.scope.name')}
            size="sm"
            w={220}
            value={name}
            autoComplete="off"
            leftSection={<StylesheetIcon name="search" />}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setName(value);
              sendName(value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                sendName.cancel();
                onChange('q', name.trim());
              }
            }}
          />
        )}
      </Group>
      {scope.session !== undefined && (
        <Group gap="xs">
          <Text size="sm">
            {sessionStartsAt === undefined ? (
              t('check-ins.list.scope.sessionOfChosenDay')
            ) : (
              <Message
                id="check-ins.list.scope.sessionOf"
                components={{
                  0: (
                    <DateTimeText
                      value={sessionStartsAt}
                      format="weekday-datetime"
                      size="sm"
                      span
                      fw={500}
                    />
                  ),
                }}
              />
            )}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => onChange('session', undefined)}
          >
            {t('check-ins.list.scope.everySession')}
          </Button>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {event === undefined && person === undefined
          ? t('check-ins.list.scope.chooseEventHint')
          : t('check-ins.list.scope.datesHint')}
        {(scope.q !== undefined || scope.location !== undefined) &&
          ` ${t('check-ins.list.scope.pageOnlyHint')}`}
      </Text>
    </Stack>
  );
}
