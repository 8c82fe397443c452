import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { BetaBadge } from '../../../ui/beta-badge';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { RecordPage } from '../../../ui/resource-view/record-page';
import { GivingTabs } from '../shared/giving-tabs';
import { givingPersonName } from './giving-person-name';
import { GivingPersonDonations } from './giving-person-donations';
import { GivingPersonPaymentMethods } from './giving-person-payment-methods';
import { GivingPersonRecurring } from './giving-person-recurring';

type Person = RecordOf<'/giving/v2/people'>;

const personCrumbs = [
  { label: 'Giving', to: '/giving' },
  { label: 'People', to: '/giving/people' },
];

function ContactList({ label, lines }: { label: string; lines: { text: string; note: string }[] }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          None on file
        </Text>
      ) : (
        lines.map((line, index) => (
          <Text size="sm" key={index}>
            {line.text}
            {line.note !== '' && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({line.note})
              </Text>
            )}
          </Text>
        ))
      )}
    </div>
  );
}

function Contact({ person }: { person: Person }) {
  const { email_addresses, phone_numbers, addresses, permissions } = person.attributes;
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <ContactList
          label="Email addresses"
          lines={email_addresses.map((e) => ({ text: e.address, note: e.location }))}
        />
        <ContactList
          label="Phone numbers"
          lines={phone_numbers.map((p) => ({ text: p.number, note: p.location }))}
        />
        <ContactList
          label="Addresses"
          lines={addresses.map((a) => ({
            text: [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', '),
            note: a.location,
          }))}
        />
        <ContactList
          label="Permissions"
          lines={
            permissions === null
              ? []
              : [
                  {
                    text: permissions === 'administrator' ? 'Administrator' : permissions,
                    note: '',
                  },
                ]
          }
        />
      </SimpleGrid>
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

/** A giving person: how to reach them, and their donations, recurring donations and methods. */
export function GivingPersonPage() {
  const { personId = '' } = useParams();
  return (
    <RecordPage
      path="/giving/v2/people"
      id={personId}
      noun="person"
      skeleton={[96, 240]}
      header={(person) => (
        <>
          <PageHeader
            title={person ? givingPersonName(person.attributes, person.id) : 'Giving person'}
            badge={<BetaBadge api="Giving" />}
            breadcrumbs={personCrumbs}
            {...(person && {
              description:
                'Their donations, recurring donations and saved payment methods in the giving app.',
            })}
          />
          <GivingTabs />
        </>
      )}
      notFound={(valid) => (
        <EmptyState
          title="No such person"
          description={
            valid
              ? `The giving app has no person #${personId}. The link may be out of date.`
              : `'${personId}' is not a person id. Find the person from the list instead.`
          }
          actions={
            <Anchor component={Link} to="/giving/people">
              All giving people
            </Anchor>
          }
        />
      )}
    >
      {(person) => {
        const name = givingPersonName(person.attributes, person.id);
        return (
          <Stack gap="xl">
            <Contact person={person} />
            <Section title="Donations">
              <GivingPersonDonations personId={person.id} name={name} />
            </Section>
            <Section title="Recurring donations">
              <GivingPersonRecurring personId={person.id} name={name} />
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
