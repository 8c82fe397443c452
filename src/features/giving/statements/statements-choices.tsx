/**
 * What a run covers, kept in the URL: the period (`year`, `fiscal`, or `from` and `to`) and the
 * donors (`donors=each|households|one`, with `person` for one).
 */
import { Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { formatDate } from '../../../lib/pure/dates';
import type { DonorScope } from './statement-build';
import { periodDays, periodParams, readPeriod, type StatementPeriod } from './statement-period';
import { statementWords as words } from './statement-words';

const periodKeys = ['year', 'fiscal', 'from', 'to'] as const;
const scopeKinds = ['each', 'households', 'one'] as const;
type ScopeKind = (typeof scopeKinds)[number];
const personPattern = /^[1-9][0-9]{0,15}$/;

export interface Choices {
  period: StatementPeriod;
  scope: DonorScope | undefined;
  /** What in the URL could not be read (shown, then replaced by the defaults). */
  problems: string[];
}

/** The run the URL asks for; a missing or unreadable part falls back to the defaults. */
export function readChoices(params: URLSearchParams, defaultYear: number): Choices {
  const problems: string[] = [];
  const read = readPeriod(params);
  let period: StatementPeriod = { kind: 'year', year: defaultYear };
  if (read !== null && 'problem' in read) problems.push(words.periodProblems[read.problem] ?? '');
  else if (read !== null) period = read;
  const kind = params.get('donors') ?? 'each';
  const person = params.get('person');
  let scope: DonorScope | undefined = { kind: 'each' };
  if (kind === 'households') scope = { kind: 'households' };
  else if (kind === 'one')
    scope =
      person !== null && personPattern.test(person) ? { kind: 'one', personId: person } : undefined;
  return { period, scope, problems };
}

const years = (latest: number) => Array.from({ length: 8 }, (_, i) => String(latest - i));

export function StatementsChoices({
  choices,
  fiscalStartMonth,
  latestYear,
  disabled,
}: {
  choices: Choices;
  fiscalStartMonth: number;
  latestYear: number;
  disabled: boolean;
}) {
  const [, update] = useSearchParamsUpdate();
  const { period, scope } = choices;
  const setPeriod = (next: StatementPeriod) =>
    update((params) => {
      for (const key of periodKeys) params.delete(key);
      for (const [key, value] of Object.entries(periodParams(next))) params.set(key, value);
    });
  const setScope = (kind: ScopeKind) =>
    update((params) => {
      params.set('donors', kind);
      if (kind !== 'one') params.delete('person');
    });
  const days = periodDays(period, fiscalStartMonth);
  const fiscalLabel = (year: string) => {
    const d = periodDays({ kind: 'fiscal', year: Number(year) }, fiscalStartMonth);
    return words.fiscalYearName(formatDate(d.from), formatDate(d.to));
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {words.periodLegend}
        </Text>
        <SegmentedControl
          aria-label={words.periodLegend}
          value={period.kind}
          data={(['year', 'fiscal', 'range'] as const).map((value) => ({
            value,
            label: words.periodKinds[value],
          }))}
          onChange={(value) => {
            if (value === 'year') setPeriod({ kind: 'year', year: Number(days.from.slice(0, 4)) });
            else if (value === 'fiscal')
              setPeriod({ kind: 'fiscal', year: Number(days.from.slice(0, 4)) });
            else setPeriod({ kind: 'range', ...days });
          }}
          fullWidth
          maw={520}
          disabled={disabled}
        />
        {period.kind === 'year' && (
          <Select
            label={words.yearLabel}
            data={years(latestYear)}
            value={String(period.year)}
            allowDeselect={false}
            onChange={(value) => value && setPeriod({ kind: 'year', year: Number(value) })}
            w={160}
          />
        )}
        {period.kind === 'fiscal' && (
          <Select
            label={words.fiscalLabel}
            data={years(latestYear).map((value) => ({ value, label: fiscalLabel(value) }))}
            value={String(period.year)}
            allowDeselect={false}
            onChange={(value) => value && setPeriod({ kind: 'fiscal', year: Number(value) })}
            maw={360}
          />
        )}
        {period.kind === 'range' && (
          <Group gap="sm" align="flex-end">
            <TextInput
              type="date"
              label={words.fromLabel}
              value={period.from}
              onChange={(event) =>
                event.currentTarget.value &&
                setPeriod({ ...period, from: event.currentTarget.value })
              }
            />
            <TextInput
              type="date"
              label={words.toLabel}
              value={period.to}
              onChange={(event) =>
                event.currentTarget.value && setPeriod({ ...period, to: event.currentTarget.value })
              }
            />
          </Group>
        )}
      </Stack>

      <Stack gap="xs">
        <Radio.Group
          label={words.donorsLegend}
          value={choices.scope?.kind ?? 'one'}
          onChange={(value) => setScope(value as ScopeKind)}
          description={words.householdsHelp}
        >
          <Stack gap={6} mt="xs">
            {scopeKinds.map((kind) => (
              <Radio key={kind} value={kind} label={words.scopeKinds[kind]} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
        {(scope === undefined || scope.kind === 'one') && (
          <DonorPicker
            personId={scope?.kind === 'one' ? scope.personId : null}
            disabled={disabled}
            onChange={(personId) =>
              update((params) => {
                params.set('donors', 'one');
                if (personId === null) params.delete('person');
                else params.set('person', personId);
              })
            }
          />
        )}
      </Stack>
    </Stack>
  );
}

/** One giving person, chosen by name from every giving person (one walk of their list). */
function DonorPicker({
  personId,
  disabled,
  onChange,
}: {
  personId: string | null;
  disabled: boolean;
  onChange: (personId: string | null) => void;
}) {
  const client = useApiClient();
  const people = useQuery({
    ...walkQuery(client, '/giving/v2/people', { perPage: 100 }),
    staleTime: 5 * 60_000,
  });
  const data = (people.data ?? [])
    .map((p) => ({ value: p.id, label: `${p.attributes.last_name}, ${p.attributes.first_name}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Select
      label={words.donorPickerLabel}
      placeholder={words.donorPickerPlaceholder}
      searchable
      clearable
      data={data}
      value={personId}
      onChange={onChange}
      disabled={disabled || people.isPending}
      error={people.isError ? people.error.message : undefined}
      nothingFoundMessage={words.noMatch}
      maw={360}
    />
  );
}
