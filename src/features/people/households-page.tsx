import { Alert, Button, Modal, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { PeopleTabs } from './people-tabs';
import { HouseholdCreateForm, type CreatedHousehold } from './household-create-form';
import { householdNavigationState, householdPath } from './household-paths';
import { HOUSEHOLDS, householdColumns, type HouseholdRow } from './households-columns';
import { useNewHouseholdDialog } from './households-new-param';

/** Households: who lives together and whom to contact, sorted and paged in the URL. */
export function HouseholdsPage() {
  const list = useListUrlState(HOUSEHOLDS, { order: 'name' });
  const query = useApiList(HOUSEHOLDS, list.options);
  const dialog = useNewHouseholdDialog();
  const navigate = useNavigate();
  const { householdDeleted } = householdNavigationState(useLocation().state);

  const onCreated = useCallback(
    (household: CreatedHousehold) =>
      // Replaces the dialog's history entry, so Back leads to the list, not to the dialog.
      void navigate(householdPath(household.id), {
        replace: true,
        state: { householdCreated: household.name },
      }),
    [navigate],
  );

  return (
    <>
      <PageHeader
        title="Households"
        description="People who live together, with the member the church contacts first."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={dialog.open}>
            New household
          </Button>
        }
      />
      <PeopleTabs />
      {householdDeleted !== undefined && (
        <Alert color="teal" variant="light" role="status" mb="md" title="Household deleted">
          {householdDeleted} was deleted. Its people are still in the directory.
        </Alert>
      )}
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the households"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable<HouseholdRow>
            caption="Households"
            columns={householdColumns}
            rows={query.data?.records}
            rowKey={(household) => household.id}
            order={list.query.order}
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={Math.min(list.query.perPage, 10)}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                There are no households yet. Create one to link people who live together.
              </Text>
            }
          />
          <PaginationBar
            noun="households"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
      <Modal
        opened={dialog.opened}
        onClose={dialog.close}
        title="New household"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <HouseholdCreateForm onCreated={onCreated} onCancel={dialog.close} />
      </Modal>
    </>
  );
}
