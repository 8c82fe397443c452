import {
  Alert,
  Badge,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';
import {
  ResourceDrawer,
  type ResourceDrawerSection,
} from '../../../ui/resource-view/resource-drawer';
import { Fact } from './fact';
import { designationLines, indexById } from './donation-designations';
import { DesignationsTable } from './designations-table';
import { DonationStatusBadge } from './donation-status-badge';
import { channelText, donationsPath, paymentMethodText } from './donation-words';
import { amountOf, checkTotals } from './giving-totals';

const designationsPath = '/giving/v2/donations/{donation_id}/designations';
const designationIncludes = ['fund'] as const;

function Designations({
  donationId,
  amount,
}: {
  donationId: string;
  amount: { cents: number; currency: string };
}) {
  const query = useApiList<typeof designationsPath, 'fund'>(designationsPath, {
    params: { donation_id: donationId },
    include: designationIncludes,
    perPage: 100,
  });
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the designations"
      />
    );
  }
  // A previous donation's designations (kept while the next loads) must never show as these.
  if (query.data === undefined || query.isPlaceholderData) {
    return (
      <Skeleton height={60}>
        <VisuallyHidden>Loading designations</VisuallyHidden>
      </Skeleton>
    );
  }
  const records = query.data.records;
  const funds = indexById(records.flatMap((d) => (d.related.fund ? [d.related.fund] : [])));
  const outcome = checkTotals(
    () => [amountOf(amount.cents, amount.currency)],
    () => designationLines(records, funds).map((line) => line.amount),
  );
  if (outcome.error) return <QueryError error={outcome.error} what="the designations" />;
  const check = outcome.check;
  const lines = designationLines(records, funds);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This gift has no designations.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <DesignationsTable lines={lines} />
      {query.data.totalCount > records.length && (
        <Text size="sm" c="dimmed">
          Showing {records.length} of {query.data.totalCount} designations.
        </Text>
      )}
      {!check.agrees && query.data.totalCount === records.length && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="Designations do not add up to the gift"
        >
          {check.currencies.map((c) => (
            <Text size="sm" key={c.currency}>
              Gift <MoneyText cents={c.stated.cents} currency={c.currency} size="sm" />, designated{' '}
              <MoneyText cents={c.summed.cents} currency={c.currency} size="sm" />.
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}

const detailIncludes = ['labels'] as const;

/** The URL parameter that opens a donation's drawer: `?donation=ID`. */
export const donationParam = 'donation';

type DonationDetail = RecordOf<typeof donationsPath, 'labels'>;

function donationSections(donation: DonationDetail): ResourceDrawerSection[] {
  const a = donation.attributes;
  const labels = donation.related.labels;
  return [
    {
      content: (
        <>
          <Group justify="space-between" align="center">
            <MoneyText cents={a.amount_cents} currency={a.amount_currency} fz={28} fw={700} />
            <DonationStatusBadge status={a.payment_status} />
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md" mt="sm">
            <Fact label="Fee">
              <MoneyText cents={a.fee_cents} currency={a.fee_currency} negativeHint="refunded" />
            </Fact>
            <Fact label="Channel">{channelText(a.payment_channel)}</Fact>
            <Fact label="Method">{paymentMethodText(a)}</Fact>
            <Fact label="Brand">{a.payment_brand ?? '—'}</Fact>
            <Fact label="Last four">{a.payment_last4 ?? '—'}</Fact>
            <Fact label="Created">
              <DateTimeText value={a.created_at} />
            </Fact>
            <Fact label="Updated">
              <DateTimeText value={a.updated_at} />
            </Fact>
          </SimpleGrid>
        </>
      ),
    },
    {
      title: 'Designations',
      content: (
        <Designations
          donationId={donation.id}
          amount={{ cents: a.amount_cents, currency: a.amount_currency }}
        />
      ),
    },
    {
      title: 'Labels',
      content:
        labels.length === 0 ? (
          <Text size="sm" c="dimmed">
            No labels.
          </Text>
        ) : (
          <Group gap="xs">
            {labels.map((label) => (
              <Badge key={label.id} variant="default" radius="sm" tt="none">
                {label.attributes.slug || `Label ${label.id}`}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
}

/** A donation's details beside the list it was opened from; `?donation=ID` opens it. */
export function DonationDrawer() {
  return (
    <ResourceDrawer<typeof donationsPath, 'labels'>
      path={donationsPath}
      include={detailIncludes}
      param={donationParam}
      noun="donation"
      title={(id) => `Donation ${id}`}
      sections={donationSections}
    />
  );
}
