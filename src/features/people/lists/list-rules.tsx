import { Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { useT } from '../../../ui/i18n/language-context';
import { QueryView } from '../../../ui/query-view';
import { PagedTable } from '../../../ui/resource-view/paged-table';
import { listPeopleColumns, selectPerson } from './list-people-table';

type ConditionRecord = RecordOf<'/people/v2/lists/{list_id}/rules/{rule_id}/conditions'>;
type RuleRecord = RecordOf<'/people/v2/lists/{list_id}/rules'>;

/** A condition's settings.value, when settings is the JSON the service stores. */
function settingValue(settings: string): string {
  try {
    const parsed: unknown = JSON.parse(settings);
    if (typeof parsed === 'object' && parsed !== null && 'value' in parsed) {
      return JSON.stringify((parsed as { value: unknown }).value);
    }
  } catch {
    // Not JSON: shown as it is.
  }
  return settings;
}

/** A condition of one of a list's rules, and the people it found. */
function Condition({
  listId,
  ruleId,
  condition,
}: {
  listId: string;
  ruleId: string;
  condition: ConditionRecord;
}) {
  const t = useT();
  const columns = useMemo(() => listPeopleColumns(t), [t]);
  const paging = useLocalPaging(10);
  const query = useApiList(
    '/people/v2/lists/{list_id}/rules/{rule_id}/conditions/{condition_id}/results',
    {
      params: { list_id: listId, rule_id: ruleId, condition_id: condition.id },
      include: ['person'],
      offset: paging.offset,
      perPage: paging.perPage,
    },
  );
  const { description, definition_class, definition_identifier, comparison, settings } =
    condition.attributes;
  const label = description || definition_identifier;
  const caption = t('people.lists.conditionCaption', { label });
  // The results name their people; the table lists the people.
  const people = query.data && {
    ...query.data,
    records: query.data.records.flatMap((result) =>
      result.related.person ? [result.related.person] : [],
    ),
  };
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {description || t('people.lists.condition')}
          </Text>
          <Code>
            {definition_class}.{definition_identifier} {comparison} {settingValue(settings)}
          </Code>
        </Group>
        <PagedTable
          query={{ ...query, data: people }}
          paging={paging}
          pagerWhenMore
          noun={t('people.directory.noun')}
          what={t('people.lists.conditionResults', { label })}
          caption={caption}
          columns={columns}
          selectRow={selectPerson}
          selectionScope={caption}
          skeletonRows={3}
          empty={t('people.lists.conditionNone')}
        />
      </Stack>
    </Paper>
  );
}

function Rule({ listId, rule, number }: { listId: string; rule: RuleRecord; number: number }) {
  const t = useT();
  const query = useApiList('/people/v2/lists/{list_id}/rules/{rule_id}/conditions', {
    params: { list_id: listId, rule_id: rule.id },
    order: 'created_at',
    perPage: 100,
  });
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} size="h5">
            {t('people.lists.rule', { number })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('people.lists.ruleMeets', { subset: rule.attributes.subset })}
          </Text>
        </Group>
        <QueryView
          query={{ ...query, data: query.data?.records }}
          what={t('people.lists.conditionsWhat')}
          isEmpty={(conditions) => conditions.length === 0}
          empty={t('people.lists.ruleEmpty')}
        >
          {(conditions) => (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {conditions.map((condition) => (
                <Condition
                  key={condition.id}
                  listId={listId}
                  ruleId={rule.id}
                  condition={condition}
                />
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Paper>
  );
}

/** A list's rules, each rule's conditions, and what each condition found at the last run. */
export function ListRules({ listId, subset }: { listId: string; subset: string }) {
  const t = useT();
  const query = useApiList('/people/v2/lists/{list_id}/rules', {
    params: { list_id: listId },
    perPage: 100,
  });
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={2} size="h4">
          {t('people.lists.rules')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('people.lists.rulesMeet', { subset })}
        </Text>
      </Group>
      <QueryView
        query={{ ...query, data: query.data?.records }}
        what={t('people.lists.rulesWhat')}
        isEmpty={(rules) => rules.length === 0}
        empty={t('people.lists.rulesEmpty')}
      >
        {(rules) => (
          <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {rules.map((rule, index) => (
              <Rule key={rule.id} listId={listId} rule={rule} number={index + 1} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
