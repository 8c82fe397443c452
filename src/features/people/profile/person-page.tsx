import { Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';

import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { EmptyState } from '../../../ui/empty-state';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { PersonAppLinks } from '../../../ui/person-app-links';
import { QueryError } from '../../../ui/query-error';
import { PeopleTabs } from '../shared/people-tabs';
import { personDisplayName } from '../shared/person-name';
import { PEOPLE_PATH } from '../shared/person-paths';
import { PersonSections } from './person-sections';
import { PersonSummary } from './person-summary';

/** A person's profile: photo and details, then addresses, e-mails, fields, households… */
export function PersonPage() {
  const t = useT();
  const { personId = '' } = useParams();
  const validId = /^[1-9]\d{0,15}$/.test(personId);
  const query = useApiRecord('/people/v2/people', { id: personId }, { enabled: validId });
  const personCrumbs = [{ label: t('people.directory.title'), to: PEOPLE_PATH }];

  if (!validId || query.isError) {
    return (
      <>
        <PageHeader title={t('people.profile.notFound')} breadcrumbs={personCrumbs} />
        <PeopleTabs />
        {validId ? (
          <QueryError
            error={query.error}
            what={t('people.profile.thisPerson')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <EmptyState
            title={t('people.profile.noSuchPerson')}
            description={t('people.profile.notAnId', { id: personId })}
          />
        )}
      </>
    );
  }
  const person = query.data;
  if (person === undefined || person === null) {
    return (
      <>
        <PageHeader title={t('people.profile.loadingTitle')} breadcrumbs={personCrumbs} />
        <PeopleTabs />
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('people.profile.loading')}>
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
        title={personDisplayName(person.attributes, t)}
        description={t('people.profile.description')}
        breadcrumbs={personCrumbs}
        actions={<PersonAppLinks personId={person.id} here="profile" />}
      />
      <PeopleTabs />
      <PersonSummary person={person} />
      <PersonSections personId={person.id} />
    </>
  );
}
