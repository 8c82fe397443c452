/**
 * What a run covers, kept in the URL: the period (`year`, `fiscal`, or `from` and `to`), the
 * donors (`donors=each|households|one`, with `person` for one) and the language it prints in
 * (`language`, the page's own when absent).
 */
import { Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { walkQuery } from '../../../lib/browser/api-query/query-options';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { formatDate } from '../../../lib/pure/dates';
import { languages, type Language } from '../../../lib/pure/i18n/languages';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { useLanguage, useLocale, useT } from '../../../ui/i18n/language-context';
import type { DonorScope } from './statement-build';
import { languageParam, readStatementLanguage, shownStatementLanguage } from './statement-language';
import { periodDays, periodParams, readPeriod, type StatementPeriod } from './statement-period';

const periodKeys = ['year', 'fiscal', 'from', 'to'] as const;
/** What the URL may hold that a problem clears. */
export const choiceKeys = [...periodKeys, languageParam] as const;
/** Each language's name in itself, as the user menu says it. */
const languageNames: Record<Language, MessageId> = {
  en: 'common.language.en',
  es: 'common.language.es',
};
const scopeKinds = ['each', 'households', 'one'] as const;
type ScopeKind = (typeof scopeKinds)[number];
const personPattern = /^[1-9][0-9]{0,15}$/;

export interface Choices {
  period: StatementPeriod;
  scope: DonorScope | undefined;
  /** The language the link asks statements in; the page's own when undefined. */
  language: Language | undefined;
  /** What in the URL could not be read (shown, then replaced by the defaults). */
  problems: string[];
}

/** The run the URL asks for; a missing or unreadable part falls back to the defaults. */
export function readChoices(params: URLSearchParams, defaultYear: number, t: Translate): Choices {
  const problems: string[] = [];
  const read = readPeriod(params);
  let period: StatementPeriod = { kind: 'year', year: defaultYear };
  if (read !== null && 'problem' in read) {
    problems.push(t('giving.statements.period.problem', { problem: read.problem }));
  } else if (read !== null) period = read;
  const language = readStatementLanguage(params);
  if (language.problem !== undefined) {
    problems.push(t('giving.statements.language.problem', { value: language.problem }));
  }
  const kind = params.get('donors') ?? 'each';
  const person = params.get('person');
  let scope: DonorScope | undefined = { kind: 'each' };
  if (kind === 'households') scope = { kind: 'households' };
  else if (kind === 'one')
    scope =
      person !== null && personPattern.test(person) ? { kind: 'one', personId: person } : undefined;
  return { period, scope, language: language.language, problems };
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
  const t = useT();
  const locale = useLocale();
  const pageLanguage = useLanguage();
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
    return t('giving.statements.period.fiscalName', {
      from: formatDate(d.from, locale),
      to: formatDate(d.to, locale),
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={500} size="sm">
          {t('giving.statements.period.legend')}
        </Text>
        <SegmentedControl
          aria-label={t('giving.statements.period.legend')}
          value={period.kind}
          data={(['year', 'fiscal', 'range'] as const).map((value) => ({
            value,
            label: t('giving.statements.period.kind', { kind: value }),
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
            label={t('giving.statements.period.year')}
            data={years(latestYear)}
            value={String(period.year)}
            allowDeselect={false}
            onChange={(value) => value && setPeriod({ kind: 'year', year: Number(value) })}
            w={160}
          />
        )}
        {period.kind === 'fiscal' && (
          <Select
            label={t('giving.statements.period.fiscal')}
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
              label={t('giving.statements.period.from')}
              value={period.from}
              onChange={(event) =>
                event.currentTarget.value &&
                setPeriod({ ...period, from: event.currentTarget.value })
              }
            />
            <TextInput
              type="date"
              label={t('giving.statements.period.to')}
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
          label={t('giving.statements.donors.legend')}
          value={choices.scope?.kind ?? 'one'}
          onChange={(value) => setScope(value as ScopeKind)}
          description={t('giving.statements.donors.householdsHelp')}
        >
          <Stack gap={6} mt="xs">
            {scopeKinds.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                label={t('giving.statements.donors.scope', { scope: kind })}
                disabled={disabled}
              />
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

      <Select
        label={t('giving.statements.language.label')}
        description={t('giving.statements.language.help')}
        data={languages.map((value) => ({ value, label: t(languageNames[value]) }))}
        value={shownStatementLanguage(choices.language, pageLanguage)}
        allowDeselect={false}
        onChange={(value) =>
          value &&
          update((params) => {
            if (value === pageLanguage) params.delete(languageParam);
            else params.set(languageParam, value);
          })
        }
        maw={360}
      />
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
  const t = useT();
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
      label={t('giving.statements.donors.picker')}
      placeholder={t('giving.statements.donors.pickerPlaceholder')}
      searchable
      clearable
      data={data}
      value={personId}
      onChange={onChange}
      disabled={disabled || people.isPending}
      error={people.isError ? t('giving.statements.donors.pickerFailed') : undefined}
      nothingFoundMessage={t('giving.statements.donors.noMatch')}
      maw={360}
    />
  );
}
