import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import type { ColumnDef } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { personPages } from '../../../lib/pure/person-pages';
import { PersonAppLinks } from '../../../ui/person-app-links';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import { RecordPage } from '../../../ui/resource-view/record-page';
import {
  RelatedList,
  type ManyAssociationOf,
  type RelatedListProps,
} from '../../../ui/resource-view/related-list';
import { givingPersonName } from '../shared/giving-person-name';
import { GivingHeader } from '../shared/giving-tabs';
import { recurringColumns, recurringParam, type recurringPath } from '../shared/recurring-columns';
import {
  ContactLines,
  emailLines,
  permissionsText,
  phoneLines,
  type ContactLine,
} from './contact-lines';
import { DonorYearSection } from './donor-year-section';
import { GivingPersonPaymentMethods } from './giving-person-payment-methods';

const path = '/giving/v2/people';
type Person = RecordOf<typeof path>;
type Recurring = RecordOf<typeof recurringPath>;

const personCrumbs = [
  { label: 'Giving', to: '/giving' },
  { label: 'People', to: '/giving/people' },
];

const recurringDonationsColumns: ColumnDef<Recurring>[] = [
  ...recurringColumns<Recurring>(),
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/giving/recurring?${recurringParam}=${row.original.id}`}
        size="sm"
        aria-label={`Details of recurring donation #${row.original.id}`}
      >
        Designations and payment method
      </Anchor>
    ),
  },
];

function Contact({ person }: { person: Person }) {
  const { addresses, permissions } = person.attributes;
  const shown = (lines: readonly ContactLine[]) =>
    lines.length === 0 ? <Dimmed>None on file</Dimmed> : <ContactLines lines={lines} />;
  return (
    <Paper withBorder p="md">
      <FactGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="md"
        facts={{
          'Email addresses': shown(emailLines(person.attributes)),
          'Phone numbers': shown(phoneLines(person.attributes)),
          Addresses: shown(
            addresses.map((a) => ({
              text: [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', '),
              note: a.location,
            })),
          ),
          Permissions: shown(
            permissions === null ? [] : [{ text: permissionsText(permissions), note: '' }],
          ),
        }}
      />
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One of the person's lists, ten a page, its page in the URL under `prefix`. */
function PersonList<N extends ManyAssociationOf<typeof path>>({
  prefix,
  ...list
}: Omit<RelatedListProps<typeof path, N>, 'path' | 'paging'> & { prefix: string }) {
  return <RelatedList<typeof path, N> path={path} paging={useUrlPaging(prefix, 10)} {...list} />;
}

/** A giving person: how to reach them, and their donations, recurring donations and methods. */
export function GivingPersonPage() {
  const { personId = '' } = useParams();
  return (
    <RecordPage
      path={path}
      id={personId}
      noun="person"
      skeleton={[96, 240]}
      header={(person) => (
        <GivingHeader
          title={person ? givingPersonName(person.attributes, person.id) : 'Giving person'}
          breadcrumbs={personCrumbs}
          {...(person && {
            description:
              'Their gifts of a year with the totals per fund, their recurring donations and saved payment methods in the giving app. Name and contact details come from their profile.',
            actions: <PersonAppLinks personId={person.id} here="giving" />,
          })}
        />
      )}
      notFound={(valid) => (
        <EmptyState
          title="No such person"
          description={
            valid
              ? `The giving app has no person #${personId}: they have not given and have no giving permissions, or the link is out of date.`
              : `'${personId}' is not a person id. Find the person from the list instead.`
          }
          actions={
            <>
              {valid && (
                <Anchor component={Link} to={personPages.profile(personId)}>
                  Their profile
                </Anchor>
              )}
              <Anchor component={Link} to="/giving/people">
                All giving people
              </Anchor>
            </>
          }
        />
      )}
    >
      {(person) => {
        const name = givingPersonName(person.attributes, person.id);
        return (
          <Stack gap="xl">
            <Contact person={person} />
            <Section title="Giving">
              <DonorYearSection personId={person.id} name={name} />
            </Section>
            <Section title="Recurring donations">
              <PersonList
                id={person.id}
                association="recurring_donations"
                prefix="recurring_"
                noun="recurring donations"
                caption={`Recurring donations of ${name}`}
                columns={recurringDonationsColumns}
                skeletonRows={2}
                empty={`${name} has no recurring donations.`}
              />
            </Section>
            <Section title="Payment methods">
              <GivingPersonPaymentMethods personId={person.id} name={name} />
            </Section>
          </Stack>
        );
      }}
    </RecordPage>
  );
}
