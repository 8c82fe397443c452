import { Alert, Button, Group, Modal, Skeleton, Switch, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import { useListUrlState } from '../../../lib/browser/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
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
  const { open } = params;
  const columns = useMemo(
    () =>
      fieldDefinitionColumns(t, {
        onEdit: (definition) => {
          setNotice('');
          open('edit', definition.id);
        },
        onDelete: (definition) => {
          setNotice('');
          setDeleting(definition);
        },
        onOptions: (definition) => open('options', definition.id),
      }),
    [t, open],
  );
  const formProps = {
    tabs: tabRecords,
    initialTabId: activeTab?.id,
    onSaved,
    onCancel: () => closeOverlay(),
  };

  return (
    <>
      <PageHeader
        title={t('people.customFields.title')}
        description={t('people.customFields.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => {
              setNotice('');
              params.open('new', 'field');
            }}
            disabled={tabRecords.length === 0}
          >
            {t('people.customFields.new')}
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
        <QueryError
          error={tabs.error}
          what={t('people.customFields.theTabs')}
          onRetry={() => void tabs.refetch()}
        />
      ) : definitions.isError ? (
        <QueryError
          error={definitions.error}
          what={t('people.fieldData.what')}
          onRetry={() => void definitions.refetch()}
        />
      ) : tabs.isPending ? (
        <Skeleton height={260} role="status" aria-label={t('people.customFields.loadingTabs')} />
      ) : tabRecords.length === 0 ? (
        <Text c="dimmed">{t('people.customFields.noTabs')}</Text>
      ) : (
        <>
          <Group justify="flex-end" mb="sm">
            <Switch
              label={t('people.customFields.includeDeleted')}
              description={t('people.customFields.includeDeletedDescription')}
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
            <Tabs.List aria-label={t('people.customFields.profileTabs')}>
              {tabRecords.map((tab) => {
                const count = rowsOf(tab.id)?.length;
                return (
                  <Tabs.Tab
                    key={tab.id}
                    value={tab.id}
                    aria-label={
                      count === undefined
                        ? tab.attributes.name
                        : t('people.customFields.tabWithCount', {
                            name: tab.attributes.name,
                            count,
                          })
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
                  caption={t('people.customFields.onTab', { name: tab.attributes.name })}
                  columns={columns}
                  rows={rowsOf(tab.id)}
                  rowKey={(definition) => definition.id}
                  loading={definitions.isPending}
                  refreshing={definitions.isPlaceholderData}
                  skeletonRows={5}
                  empty={
                    <EmptyRows>
                      {includeDeleted
                        ? t('people.customFields.tabEmptyWithDeleted')
                        : t('people.customFields.tabEmpty')}
                    </EmptyRows>
                  }
                />
              </Tabs.Panel>
            ))}
          </Tabs>
          {(definitions.data?.totalCount ?? 0) > list.query.perPage && (
            <PaginationBar
              noun={t('people.customFields.pagerNoun')}
              paging={list.paging}
              totalCount={definitions.data?.totalCount}
            />
          )}
        </>
      )}
      <Modal
        opened={params.newField}
        onClose={() => params.closeOverlay()}
        title={t('people.customFields.newTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('people.close') }}
      >
        <FieldDefinitionDialogBody {...formProps} />
      </Modal>
      <Modal
        opened={params.editId !== undefined}
        onClose={() => params.closeOverlay()}
        title={t('people.customFields.editTitle')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('people.close') }}
      >
        {params.editId !== undefined && (
          <FieldDefinitionDialogBody id={params.editId} {...formProps} />
        )}
      </Modal>
      <DeleteConfirm
        opened={deleting !== undefined}
        noun={t('people.customFields.noun')}
        name={deleting?.attributes.name}
        consequence={t('people.customFields.deleteConsequence')}
        onConfirm={() =>
          deleting ? remove.mutateAsync({ params: { id: deleting.id } }) : Promise.resolve()
        }
        onDeleted={() =>
          setNotice(
            t('people.customFields.deletedNotice', {
              name: deleting?.attributes.name ?? t('people.customFields.deletedFallbackName'),
            }),
          )
        }
        onClose={() => setDeleting(undefined)}
      />
      <FieldOptionDrawer definitionId={params.optionsId} onClose={() => params.closeOverlay()} />
    </>
  );
}
