import { Alert, Button, Group, Modal, Skeleton, Switch, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';

import { useApiDelete, useApiList, useApiRecord } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { PageHeader } from '../../../ui/page-header';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { PeopleTabs } from '../shared/people-tabs';
import { useCustomFieldsParams } from './custom-fields-params';
import { FieldDefinitionCreateForm, type SavedField } from './field-definition-create-form';
import { FieldDefinitionEditForm } from './field-definition-edit-form';
import { FieldDefinitionTable } from './field-definition-table';
import { FIELD_DEFINITIONS, type FieldDefinitionRow } from './field-definition-types';
import { FieldOptionDrawer } from './field-option-drawer';

const TABS = '/people/v2/tabs';
const FIELD_DEFINITION = '/people/v2/field_definitions/{id}';
const listDefaults = {
  order: 'sequence',
  perPage: 100,
  include: ['tab', 'field_options'],
} as const;

function EditFieldDialogBody({
  id,
  onSaved,
  onCancel,
}: {
  id: string;
  onSaved: (field: SavedField) => void;
  onCancel: () => void;
}) {
  const query = useApiRecord(FIELD_DEFINITIONS, { id, include: ['tab'] });
  if (query.isError) {
    return <QueryError error={query.error} what="the field" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton height={180} role="status" aria-label="Loading the field" />;
  return <FieldDefinitionEditForm definition={query.data} onSaved={onSaved} onCancel={onCancel} />;
}

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
    (field: SavedField, verb: string) => {
      setNotice(`${field.name} was ${verb}.`);
      closeOverlay(field.tabId === '' ? undefined : field.tabId);
    },
    [closeOverlay],
  );
  const onCreated = useCallback((field: SavedField) => onSaved(field, 'created'), [onSaved]);
  const onEdited = useCallback((field: SavedField) => onSaved(field, 'saved'), [onSaved]);

  const overlay = params.overlay;
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
              params.openNewField();
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
                <FieldDefinitionTable
                  tabName={tab.attributes.name}
                  rows={rowsOf(tab.id)}
                  loading={definitions.isPending}
                  refreshing={definitions.isPlaceholderData}
                  includeDeleted={includeDeleted}
                  onEdit={(definition) => {
                    setNotice('');
                    params.openEditField(definition.id);
                  }}
                  onDelete={(definition) => {
                    setNotice('');
                    setDeleting(definition);
                  }}
                  onOptions={(definition) => params.openOptions(definition.id)}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          {(definitions.data?.totalCount ?? 0) > list.query.perPage && (
            <PaginationBar
              noun="custom fields (all tabs)"
              offset={list.query.offset}
              perPage={list.query.perPage}
              totalCount={definitions.data?.totalCount}
              onOffsetChange={list.setOffset}
              onPerPageChange={list.setPerPage}
            />
          )}
        </>
      )}
      <Modal
        opened={overlay.kind === 'new-field'}
        onClose={() => params.closeOverlay()}
        title="New custom field"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <FieldDefinitionCreateForm
          tabs={tabRecords}
          initialTabId={activeTab?.id}
          onSaved={onCreated}
          onCancel={() => params.closeOverlay()}
        />
      </Modal>
      <Modal
        opened={overlay.kind === 'edit-field'}
        onClose={() => params.closeOverlay()}
        title="Edit custom field"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {overlay.kind === 'edit-field' && (
          <EditFieldDialogBody
            id={overlay.id}
            onSaved={onEdited}
            onCancel={() => params.closeOverlay()}
          />
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
      <FieldOptionDrawer
        definitionId={overlay.kind === 'options' ? overlay.id : undefined}
        onClose={() => params.closeOverlay()}
      />
    </>
  );
}
