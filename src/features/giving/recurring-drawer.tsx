import { Divider, Drawer, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { useApiRecord } from '../../lib/api-query/api-queries';
import { DateTimeText } from '../../ui/date-time-text';
import { MoneyText } from '../../ui/money-text';
import { QueryError } from '../../ui/query-error';
import { RecurringDesignations } from './recurring-designations';
import { RecurringPaymentMethod } from './recurring-payment-method';
import { RecurringScheduleDetails, RecurringScheduleText } from './recurring-schedule-text';
import { RecurringStatusLabel } from './recurring-status-label';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function RecurringDetails({ recurringId }: { recurringId: string }) {
  const query = useApiRecord('/giving/v2/recurring_donations', { id: recurringId });
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={18} width={`${90 - i * 8}%`} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="this recurring donation"
      />
    );
  }
  if (query.data === null) {
    return <Text>This recurring donation was not found.</Text>;
  }
  const { attributes } = query.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Field label="Status">
          <RecurringStatusLabel status={attributes.status} />
        </Field>
        <Field label="Amount">
          <MoneyText
            cents={attributes.amount_cents}
            currency={attributes.amount_currency}
            size="lg"
            fw={600}
          />
        </Field>
        <Field label="Next gift">
          <DateTimeText value={attributes.next_occurrence} format="weekday-datetime" size="sm" />
        </Field>
        <Field label="Last gift received">
          <DateTimeText
            value={attributes.last_donation_received_at}
            empty="None received yet"
            size="sm"
          />
        </Field>
        <Field label="Schedule">
          <RecurringScheduleText schedule={attributes.schedule} />
        </Field>
        <Field label="Set up">
          <DateTimeText value={attributes.created_at} format="date" size="sm" />
        </Field>
      </SimpleGrid>
      <Divider />
      <Section title="Payment method">
        <RecurringPaymentMethod recurringId={recurringId} />
      </Section>
      <Divider />
      <Section title="Designations">
        <RecurringDesignations recurringId={recurringId} />
      </Section>
      <Divider />
      <Section title="Schedule as sent">
        <RecurringScheduleDetails schedule={attributes.schedule} />
      </Section>
    </Stack>
  );
}

/** A recurring donation's details, opened by `?recurring=ID`. */
export function RecurringDrawer({
  recurringId,
  onClose,
}: {
  recurringId: string | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={recurringId !== null}
      onClose={onClose}
      position="right"
      size="md"
      // Mantine renders the title as the drawer's h2 and names the dialog with it.
      title={recurringId === null ? 'Recurring donation' : `Recurring donation #${recurringId}`}
      closeButtonProps={{ 'aria-label': 'Close recurring donation details' }}
    >
      {recurringId !== null && <RecurringDetails recurringId={recurringId} />}
    </Drawer>
  );
}
