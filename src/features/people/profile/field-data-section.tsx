import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';

import { useApiDelete } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { groupFieldData, type FieldEntry } from './field-data-groups';
import { useFieldData, type DatumRecord } from './field-data-queries';
import { FieldDatumForm } from './field-datum-form';
import { holdsSeveral, holdsValue } from './field-datum-rules';
import { FieldDatumValue } from './field-datum-value';
import { NoticeAlert, successNotice } from '../../../ui/notice';
import { useSectionEdits } from '../../../ui/resource-view/records-section';

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
  const { tabs, definitions, data } = useFieldData(personId);
  const edits = useSectionEdits<Editing, Removing>();
  const { editing, open, removing } = edits;
  const remove = useApiDelete(DELETE);

  const failed = [tabs, definitions, data].find((query) => query.isError);
  if (failed) {
    return (
      <QueryError
        error={failed.error}
        what="the custom fields"
        onRetry={() => {
          for (const query of [tabs, definitions, data]) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (tabs.data === undefined || definitions.data === undefined || data.data === undefined) {
    return <Skeleton height={160} radius="md" aria-label="Loading the custom fields" />;
  }
  const groups = groupFieldData(tabs.data, definitions.data, data.data).filter(
    (group) => group.fields.length > 0,
  );

  const confirmRemove = async ({ entry, datum }: Removing) => {
    const name = entry.definition.attributes.name;
    await remove.mutateAsync({ params: { person_id: personId, id: datum.id } });
    edits.setNotice(successNotice(`${name}: value removed.`));
  };

  const actionsOf = (entry: FieldEntry) => {
    const { data_type: dataType, name } = entry.definition.attributes;
    if (!holdsValue(dataType)) {
      return (
        <Text span size="xs" c="dimmed">
          Not editable here
        </Text>
      );
    }
    const first = entry.data[0];
    const canAdd = holdsSeveral(dataType)
      ? entry.data.length < entry.options.length
      : first === undefined;
    return (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {canAdd && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Add ${name}`}
            onClick={() => open({ definitionId: entry.definition.id })}
          >
            Add
          </Button>
        )}
        {!holdsSeveral(dataType) && first !== undefined && (
          <>
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Edit ${name}`}
              onClick={() => open({ definitionId: entry.definition.id, datumId: first.id })}
            >
              Edit
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Remove ${name}`}
              onClick={() => edits.remove({ entry, datum: first })}
            >
              Remove
            </Button>
          </>
        )}
      </Group>
    );
  };

  const valueOf = (entry: FieldEntry) => {
    const { data_type: dataType, name } = entry.definition.attributes;
    if (entry.data.length === 0) {
      return (
        <Text span size="sm" c="dimmed">
          —
        </Text>
      );
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
                  aria-label={`Remove ${datum.attributes.value} from ${name}`}
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

  const editingEntry = (entry: FieldEntry) =>
    editing?.definitionId === entry.definition.id ? editing : null;

  return (
    <section aria-label="Custom fields">
      <NoticeAlert notice={edits.notice} onClose={() => edits.setNotice(null)} />
      {groups.length === 0 ? (
        <Text c="dimmed">No custom fields are set up. Add them under Custom fields.</Text>
      ) : (
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
                      <Table.Th w="35%">Field</Table.Th>
                      <Table.Th>Value</Table.Th>
                      <Table.Th w={170}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {group.fields.map((entry) => {
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
                      const edit = editingEntry(entry);
                      const editedDatum = edit?.datumId
                        ? entry.data.find((d) => d.id === edit.datumId)
                        : undefined;
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
                                key={edit?.datumId ?? 'new'}
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
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
          ))}
        </Stack>
      )}
      <DeleteConfirm
        opened={removing !== null}
        verb="Remove"
        noun="value"
        name={
          removing
            ? `${removing.entry.definition.attributes.name}: “${removing.datum.attributes.value}”`
            : ''
        }
        consequence="It will be removed from this person's record."
        onConfirm={() => (removing ? confirmRemove(removing) : Promise.resolve())}
        onClose={() => edits.remove(null)}
      />
    </section>
  );
}
