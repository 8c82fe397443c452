import { Alert, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { useApiRecord } from '../../../lib/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { PeopleTabs } from '../shared/people-tabs';
import { PEOPLE_PATH } from '../shared/person-paths';
import { HouseholdDeleteButton } from './household-delete-button';
import { HouseholdDetailsForm } from './household-details-form';
import { HouseholdMembers } from './household-members';
import { householdNavigationState, householdsPath } from './household-paths';

const householdCrumbs = [
  { label: 'People', to: PEOPLE_PATH },
  { label: 'Households', to: householdsPath },
];

/** One household: rename it, choose its primary contact, see its members, delete it. */
export function HouseholdPage() {
  const { householdId = '' } = useParams();
  const navigate = useNavigate();
  const { householdCreated } = householdNavigationState(useLocation().state);
  const [deleting, setDeleting] = useState(false);
  // Paused while deleting, so the refresh after the delete does not ask for a gone record.
  const query = useApiRecord(
    '/people/v2/households',
    { id: householdId, include: ['people'] },
    { enabled: !deleting },
  );
  const household = query.data ?? undefined;

  if (household === undefined) {
    return (
      <>
        <PageHeader title="Household" breadcrumbs={householdCrumbs} />
        <PeopleTabs />
        {query.isError ? (
          <QueryError
            error={query.error}
            what="the household"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the household">
            <Skeleton height={220} />
            <Skeleton height={160} />
          </Stack>
        )}
      </>
    );
  }

  const { name, member_count, created_at, updated_at } = household.attributes;
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={householdCrumbs}
        description={
          <>
            Household created <DateTimeText value={created_at} format="date" />, last changed{' '}
            <DateTimeText value={updated_at} />.
          </>
        }
        actions={
          <HouseholdDeleteButton
            id={household.id}
            name={name}
            memberCount={member_count}
            onDeleting={setDeleting}
            onDeleted={() =>
              void navigate(householdsPath, { replace: true, state: { householdDeleted: name } })
            }
          />
        }
      />
      <PeopleTabs />
      {householdCreated !== undefined && (
        <Alert color="teal" variant="light" role="status" mb="md" title="Household created">
          {householdCreated} was created with its members.
        </Alert>
      )}
      {query.isError && !deleting && (
        <Stack mb="md">
          <QueryError
            error={query.error}
            what="the latest version of this household"
            onRetry={() => void query.refetch()}
          />
        </Stack>
      )}
      <Stack gap="lg">
        <HouseholdDetailsForm household={household} leaving={deleting} />
        <HouseholdMembers household={household} />
      </Stack>
    </>
  );
}
