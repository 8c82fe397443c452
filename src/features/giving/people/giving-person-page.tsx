import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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

const recurringDonationsColumns = (t: Translate, locale: string): ColumnDef<Recurring>[] => [
  ...recurringColumns<Recurring>(t, locale),
  {
    id: 'details',
    header: t('giving.person.details'),
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/giving/recurring?${recurringParam}=${row.original.id}`}
        size="sm"
        aria-label={t('giving.person.detailsOf', { id: row.original.id })}
      >
        {t('giving.person.detailsLink')}
      </Anchor>
    ),
  },
];

function Contact({ person }: { person: Person }) {
  const t = useT();
  const { addresses, permissions } = person.attributes;
  const shown = (lines: readonly ContactLine[]) =>
    lines.length === 0 ? (
      <Dimmed>{t('giving.person.noneOnFile')}</Dimmed>
    ) : (
      <ContactLines lines={lines} />
    );
  return (
    <Paper withBorder p="md">
      <FactGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="md"
        facts={{
          [t('giving.people.emails')]: shown(emailLines(person.attributes)),
          [t('giving.people.phones')]: shown(phoneLines(person.attributes)),
          [t('giving.person.addresses')]: shown(
            addresses.map((a) => ({
              text: [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', '),
              note: a.location,
            })),
          ),
          [t('giving.people.permissions')]: shown(
            permissions === null ? [] : [{ text: permissionsText(t, permissions), note: '' }],
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
  const t = useT();
  const locale = useLocale();
  const { personId = '' } = useParams();
  const columns = useMemo(() => recurringDonationsColumns(t, locale), [t, locale]);
  const personCrumbs = [
    { label: t('giving.shared.giving'), to: '/giving' },
    { label: t('giving.tabs.people'), to: '/giving/people' },
  ];
  return (
    <RecordPage
      path={path}
      id={personId}
      noun={t('giving.person.noun')}
      skeleton={[96, 240]}
      header={(person) => (
        <GivingHeader
          title={
            person ? givingPersonName(t, person.attributes, person.id) : t('giving.person.title')
          }
          breadcrumbs={personCrumbs}
          {...(person && {
            description: t('giving.person.description'),
            actions: <PersonAppLinks personId={person.id} here="giving" />,
          })}
        />
      )}
      notFound={(valid) => (
        <EmptyState
          title={t('giving.person.notFoundTitle')}
          description={
            valid
              ? t('giving.person.notFound', { id: personId })
              : t('giving.person.notAnId', { id: personId })
          }
          actions={
            <>
              {valid && (
                <Anchor component={Link} to={personPages.profile(personId)}>
                  {t('giving.person.profile')}
                </Anchor>
              )}
              <Anchor component={Link} to="/giving/people">
                {t('giving.person.allPeople')}
              </Anchor>
            </>
          }
        />
      )}
    >
      {(person) => {
        const name = givingPersonName(t, person.attributes, person.id);
        return (
          <Stack gap="xl">
            <Contact person={person} />
            <Section title={t('giving.shared.giving')}>
              <DonorYearSection personId={person.id} name={name} />
            </Section>
            <Section title={t('giving.person.recurring')}>
              <PersonList
                id={person.id}
                association="recurring_donations"
                prefix="recurring_"
                noun={t('giving.recurring.noun')}
                caption={t('giving.person.recurringOf', { name })}
                columns={columns}
                skeletonRows={2}
                empty={t('giving.person.noRecurring', { name })}
              />
            </Section>
            <Section title={t('giving.person.paymentMethods')}>
              <GivingPersonPaymentMethods personId={person.id} name={name} />
            </Section>
          </Stack>
        );
      }}
    </RecordPage>
  );
}
