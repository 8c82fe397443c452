import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';

import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { PersonAppLinks } from '../../../ui/person-app-links';
import { QueryError } from '../../../ui/query-error';
import { PeopleTabs } from '../shared/people-tabs';
import { personDisplayName } from '../shared/person-name';
import { PEOPLE_PATH } from '../shared/person-paths';
import { PersonSections } from './person-sections';
import { PersonSummary } from './person-summary';

const personCrumbs = [{ label: 'People', to: PEOPLE_PATH }];

/** A person's profile: photo and details, then addresses, e-mails, fields, households… */
export function PersonPage() {
  const { personId = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(personId);
  const query = useApiRecord('/people/v2/people', { id: personId }, { enabled: validId });

  if (!validId || query.isError) {
    return (
      <>
        <PageHeader title="Person not found" breadcrumbs={personCrumbs} />
        <PeopleTabs />
        {validId ? (
          <QueryError error={query.error} what="this person" onRetry={() => void query.refetch()} />
        ) : (
          <EmptyState
            title="No such person"
            description={`“${personId}” is not the id of a person. Look them up in the directory.`}
          />
        )}
      </>
    );
  }
  const person = query.data;
  if (person === undefined || person === null) {
    return (
      <>
        <PageHeader title="Person" breadcrumbs={personCrumbs} />
        <PeopleTabs />
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the person">
          <Skeleton height={140} radius="md" />
          <Skeleton height={36} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={personDisplayName(person.attributes)}
        description="Profile, contact details, custom fields and households."
        breadcrumbs={personCrumbs}
        actions={<PersonAppLinks personId={person.id} here="profile" />}
      />
      <PeopleTabs />
      <PersonSummary person={person} />
      <PersonSections personId={person.id} />
    </>
  );
}
