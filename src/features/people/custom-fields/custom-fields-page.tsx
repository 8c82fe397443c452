import { Alert, Button, Group, Modal, Skeleton, Switch, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';

import { useApiDelete, useApiList } from '../../../lib/browser/api-query/api-queries';
import { useListUrlState } from '../../../lib/browser/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { EmptyRows } from '../../../ui/resource-view/paged-table';
import { PeopleTabs } from '../shared/people-tabs';
import { useCustomFieldsParams } from './custom-fields-params';
import { FieldDefinitionDialogBody, type SavedField } from './field-definition-form';
import { fieldDefinitionColumns } from './field-definition-columns';
import { FIELD_DEFINITIONS, type FieldDefinitionRow } from './field-definition-types';
import { FieldOptionDrawer } from './field-option-drawer';

const TABS = '/people/v2/tabs';
const FIELD_DEFINITION = '/people/v2/field_definitions/{id}';
const listDefaults = {
  order: 'sequence',
  perPage: 100,
  include: ['tab', 'field_options'],
} as const;

/**
 * Custom fields by profile tab: their definitions in order (deleted ones on request), create,
 * edit and soft delete, and the options of select and checkboxes fields.
 */
export function CustomFieldsPage() {
  const params = useCustomFieldsParams();
  const tabs = useApiList(TABS, { order: 'sequence', perPage: 100 });
  const list = useListUrlState<typeof FIELD_DEFINITIONS, 'tab' | 'field_options'>(
    FIELD_DEFINITIONS,
    listDefaults,
  );
  const definitions = useApiList(FIELD_DEFINITIONS, list.options);
  const [deleting, setDeleting] = useState<FieldDefinitionRow>();
  const remove = useApiDelete(FIELD_DEFINITION);
  const [notice, setNotice] = useState('');

  const includeDeleted = list.query.filter.includes('include_deleted');
  const tabRecords = tabs.data?.records ?? [];
  const activeTab = tabRecords.find((tab) => tab.id === params.tabId) ?? tabRecords[0];
  const records = definitions.data?.records;
  const rowsOf = (tabId: string) => records?.filter((row) => row.related.tab?.id === tabId);

  const { closeOverlay } = params;
  const onSaved = useCallback(
    (field: SavedField) => {
      setNotice(field.message);
      closeOverlay(field.tabId === '' ? undefined : field.tabId);
    },
    [closeOverlay],
  );
  const columns = fieldDefinitionColumns({
    onEdit: (definition) => {
      setNotice('');
      params.open('edit', definition.id);
    },
    onDelete: (definition) => {
      setNotice('');
      setDeleting(definition);
    },
    onOptions: (definition) => params.open('options', definition.id),
  });
  const formProps = {
    tabs: tabRecords,
    initialTabId: activeTab?.id,
    onSaved,
    onCancel: () => closeOverlay(),
  };

  return (
    <>
      <PageHeader
        title="Custom fields"
        description="The extra fields on people's profiles, tab by tab, and the choices of drop-down and checkbox fields."
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => {
              setNotice('');
              params.open('new', 'field');
            }}
            disabled={tabRecords.length === 0}
          >
            New field
          </Button>
        }
      />
      <PeopleTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {notice !== '' && (
        <Alert color="teal" variant="light" role="status" mb="md">
          {notice}
        </Alert>
      )}
      {tabs.isError ? (
        <QueryError error={tabs.error} what="the tabs" onRetry={() => void tabs.refetch()} />
      ) : definitions.isError ? (
        <QueryError
          error={definitions.error}
          what="the custom fields"
          onRetry={() => void definitions.refetch()}
        />
      ) : tabs.isPending ? (
        <Skeleton height={260} role="status" aria-label="Loading the tabs" />
      ) : tabRecords.length === 0 ? (
        <Text c="dimmed">
          There are no profile tabs, so there is nowhere to put a custom field.
        </Text>
      ) : (
        <>
          <Group justify="flex-end" mb="sm">
            <Switch
              label="Include deleted"
              description="Show deleted fields, marked as deleted"
              checked={includeDeleted}
              onChange={(event) =>
                list.setFilters(event.currentTarget.checked ? ['include_deleted'] : [])
              }
            />
          </Group>
          <Tabs
            value={activeTab?.id ?? null}
            onChange={(value) => {
              if (value !== null) params.setTab(value);
            }}
            variant="outline"
            keepMounted={false}
          >
            <Tabs.List aria-label="Profile tabs">
              {tabRecords.map((tab) => {
                const count = rowsOf(tab.id)?.length;
                return (
                  <Tabs.Tab
                    key={tab.id}
                    value={tab.id}
                    aria-label={
                      count === undefined
                        ? tab.attributes.name
                        : `${tab.attributes.name}, ${count} ${count === 1 ? 'field' : 'fields'}`
                    }
                  >
                    {tab.attributes.name}
                    {count !== undefined && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {count}
                      </Text>
                    )}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {tabRecords.map((tab) => (
              <Tabs.Panel key={tab.id} value={tab.id} pt="md">
                <DataTable<FieldDefinitionRow>
                  caption={`Custom fields on the ${tab.attributes.name} tab`}
                  columns={columns}
                  rows={rowsOf(tab.id)}
                  rowKey={(definition) => definition.id}
                  loading={definitions.isPending}
                  refreshing={definitions.isPlaceholderData}
                  skeletonRows={5}
                  empty={
                    <EmptyRows>
                      {includeDeleted
                        ? 'This tab has no custom fields, deleted or not.'
                        : 'This tab has no custom fields yet.'}
                    </EmptyRows>
                  }
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          {(definitions.data?.totalCount ?? 0) > list.query.perPage && (
            <PaginationBar
              noun="custom fields (all tabs)"
              paging={list.paging}
              totalCount={definitions.data?.totalCount}
            />
          )}
        </>
      )}
      <Modal
        opened={params.newField}
        onClose={() => params.closeOverlay()}
        title="New custom field"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <FieldDefinitionDialogBody {...formProps} />
      </Modal>
      <Modal
        opened={params.editId !== undefined}
        onClose={() => params.closeOverlay()}
        title="Edit custom field"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {params.editId !== undefined && (
          <FieldDefinitionDialogBody id={params.editId} {...formProps} />
        )}
      </Modal>
      <DeleteConfirm
        opened={deleting !== undefined}
        noun="field"
        name={deleting?.attributes.name}
        consequence="The field is hidden from profiles and forms from now on. The answers people already gave are kept, and the field stays visible here under “Include deleted”, marked as deleted."
        onConfirm={() =>
          deleting ? remove.mutateAsync({ params: { id: deleting.id } }) : Promise.resolve()
        }
        onDeleted={() =>
          setNotice(
            `${deleting?.attributes.name ?? 'The field'} was deleted. The answers people gave are kept; turn on “Include deleted” to see it.`,
          )
        }
        onClose={() => setDeleting(undefined)}
      />
      <FieldOptionDrawer definitionId={params.optionsId} onClose={() => params.closeOverlay()} />
    </>
  );
}
