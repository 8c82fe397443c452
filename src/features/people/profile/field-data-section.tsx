import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';

import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import { useT } from '../../../ui/i18n/language-context';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import type { FieldEntry, FieldGroup } from './field-data-groups';
import { useFieldGroups, type DatumRecord } from './field-data-queries';
import { FieldDatumForm } from './field-datum-form';
import { holdsSeveral, holdsValue } from './field-datum-rules';
import { FieldDatumValue } from './field-datum-value';

const DELETE = '/people/v2/people/{person_id}/field_data/{id}';

interface Editing {
  definitionId: string;
  datumId?: string;
}

interface Removing {
  entry: FieldEntry;
  datum: DatumRecord;
}

/** A person's custom field values, grouped by tab, each added, edited or removed in place. */
export function FieldDataSection({ personId }: { personId: string }) {
  const t = useT();
  const edits = useSectionEdits<Editing, Removing>();
  const remove = useApiDelete(DELETE);
  const editing = edits.editing === 'new' ? null : edits.editing;

  const actionsOf = (entry: FieldEntry) => {
    const { data_type: dataType, name } = entry.definition.attributes;
    if (!holdsValue(dataType)) {
      return (
        <Text span size="xs" c="dimmed">
          {t('people.fieldData.notEditable')}
        </Text>
      );
    }
    const first = holdsSeveral(dataType) ? undefined : entry.data[0];
    const canAdd = holdsSeveral(dataType)
      ? entry.data.length < entry.options.length
      : first === undefined;
    return (
      <RecordActions
        name={name}
        removeLabel={t('people.profile.remove')}
        onEdit={
          first && (() => edits.open({ definitionId: entry.definition.id, datumId: first.id }))
        }
        onRemove={first && (() => edits.remove({ entry, datum: first }))}
      >
        {canAdd && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('people.fieldData.addTitle', { name })}
            onClick={() => edits.open({ definitionId: entry.definition.id })}
          >
            {t('people.fieldData.addShort')}
          </Button>
        )}
      </RecordActions>
    );
  };

  const valueOf = (entry: FieldEntry) => {
    const { data_type: dataType, name } = entry.definition.attributes;
    if (entry.data.length === 0) {
      return <Dimmed>—</Dimmed>;
    }
    if (holdsSeveral(dataType)) {
      return (
        <Group gap={6}>
          {entry.data.map((datum) => (
            <Badge
              key={datum.id}
              variant="light"
              color="gray"
              tt="none"
              pr={2}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('people.fieldData.removeValueFrom', {
                    value: datum.attributes.value,
                    name,
                  })}
                  onClick={() => edits.remove({ entry, datum })}
                />
              }
            >
              {datum.attributes.value}
            </Badge>
          ))}
        </Group>
      );
    }
    return entry.data[0] && <FieldDatumValue datum={entry.data[0]} dataType={dataType} />;
  };

  const rowsOf = (entry: FieldEntry) => {
    const { data_type: dataType, name } = entry.definition.attributes;
    if (dataType === 'header') {
      return (
        <Table.Tr key={entry.definition.id}>
          <Table.Th colSpan={3} fz="sm" c="dimmed" tt="uppercase">
            {name}
          </Table.Th>
        </Table.Tr>
      );
    }
    const edit = editing?.definitionId === entry.definition.id ? editing : null;
    const editedDatum = edit?.datumId ? entry.data.find((d) => d.id === edit.datumId) : undefined;
    const showForm = edit !== null && (edit.datumId === undefined || editedDatum);
    return [
      <Table.Tr key={entry.definition.id}>
        <Table.Th scope="row" fw={500}>
          {name}
        </Table.Th>
        <Table.Td>{valueOf(entry)}</Table.Td>
        <Table.Td>{actionsOf(entry)}</Table.Td>
      </Table.Tr>,
      showForm && (
        <Table.Tr key={`${entry.definition.id}-form`}>
          <Table.Td colSpan={3}>
            <FieldDatumForm
              key={edit.datumId ?? 'new'}
              personId={personId}
              entry={entry}
              datum={editedDatum}
              onSaved={edits.done}
              onCancel={edits.cancel}
            />
          </Table.Td>
        </Table.Tr>
      ),
    ];
  };

  return (
    <RecordsSection<FieldGroup, Removing, Editing>
      label={t('people.profile.sections.customFields')}
      query={useFieldGroups(personId)}
      what={t('people.fieldData.what')}
      empty={t('people.fieldData.none')}
      skeletonHeight={160}
      edits={edits}
      formsInPlace
      removal={{
        verb: 'Remove',
        noun: t('people.fieldData.noun'),
        name: ({ entry, datum }) =>
          t('people.fieldData.removalName', {
            name: entry.definition.attributes.name,
            value: datum.attributes.value,
          }),
        consequence: () => t('people.fieldData.removalConsequence'),
        run: async ({ entry, datum }) => {
          await remove.mutateAsync({ params: { person_id: personId, id: datum.id } });
          return t('people.fieldData.removed', { name: entry.definition.attributes.name });
        },
      }}
    >
      {(groups) => (
        <Stack gap="md">
          {groups.map((group) => (
            <Paper key={group.id} withBorder p="md" component="section" aria-label={group.name}>
              <Title order={3} size="h4" mb="xs">
                {group.name}
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" layout="fixed">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w="35%">{t('people.fieldData.columns.field')}</Table.Th>
                      <Table.Th>{t('people.fieldData.columns.value')}</Table.Th>
                      <Table.Th w={170}>
                        <VisuallyHidden>{t('people.columns.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{group.fields.map(rowsOf)}</Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          ))}
        </Stack>
      )}
    </RecordsSection>
  );
}
