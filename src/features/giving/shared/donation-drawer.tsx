import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { money, type Money } from '../../../lib/pure/money';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import {
  ResourceDrawer,
  type ResourceDrawerSection,
} from '../../../ui/resource-view/resource-drawer';
import { DesignationsTable, DesignationsView } from './designations-table';
import { DonationStatusBadge } from './donation-status-badge';
import { channelText, donationsPath, paymentMethodText } from './donation-words';
import { checkTotals } from './giving-totals';

const designationsPath = '/giving/v2/donations/{donation_id}/designations';
const designationIncludes = ['fund'] as const;

function Designations({ donationId, amount }: { donationId: string; amount: Money }) {
  const t = useT();
  const query = useApiList<typeof designationsPath, 'fund'>(designationsPath, {
    params: { donation_id: donationId },
    include: designationIncludes,
    perPage: 100,
  });
  return (
    <DesignationsView query={query} empty={t('giving.donation.noDesignations')}>
      {(lines, page) => {
        const outcome = checkTotals(
          () => [money(amount.cents, amount.currency)],
          () => lines.map((line) => line.amount),
        );
        if (outcome.error)
          return <QueryError error={outcome.error} what={t('giving.designations.what')} />;
        const shown = page.records.length;
        return (
          <Stack gap="xs">
            <DesignationsTable lines={lines} />
            {page.totalCount > shown && (
              <Text size="sm" c="dimmed">
                {t('giving.donation.designationsShown', { shown, total: page.totalCount })}
              </Text>
            )}
            {!outcome.check.agrees && page.totalCount === shown && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle aria-hidden="true" />}
                title={t('giving.donation.designationsDisagree')}
              >
                {outcome.check.currencies.map((c) => (
                  <Text size="sm" key={c.currency}>
                    <Message
                      id="giving.donation.giftAndDesignated"
                      components={{
                        0: <MoneyText cents={c.stated.cents} currency={c.currency} size="sm" />,
                        1: <MoneyText cents={c.summed.cents} currency={c.currency} size="sm" />,
                      }}
                    />
                  </Text>
                ))}
              </Alert>
            )}
          </Stack>
        );
      }}
    </DesignationsView>
  );
}

const detailIncludes = ['labels'] as const;

/** The URL parameter that opens a donation's drawer: `?donation=ID`. */
export const donationParam = 'donation';

type DonationDetail = RecordOf<typeof donationsPath, 'labels'>;

function donationSections(t: Translate, donation: DonationDetail): ResourceDrawerSection[] {
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
          <FactGrid
            cols={2}
            spacing="md"
            verticalSpacing="md"
            mt="sm"
            facts={{
              [t('giving.donations.fee')]: (
                <MoneyText
                  cents={a.fee_cents}
                  currency={a.fee_currency}
                  negativeHint={t('giving.payment.refundedHint')}
                />
              ),
              [t('giving.donations.channel')]: channelText(t, a.payment_channel),
              [t('giving.donation.method')]: paymentMethodText(t, a),
              [t('giving.donation.brand')]: a.payment_brand ?? '—',
              [t('giving.donation.lastFour')]: a.payment_last4 ?? '—',
              [t('giving.shared.created')]: <DateTimeText value={a.created_at} />,
              [t('giving.shared.updated')]: <DateTimeText value={a.updated_at} />,
            }}
          />
        </>
      ),
    },
    {
      title: t('giving.designations.title'),
      content: (
        <Designations
          donationId={donation.id}
          amount={{ cents: a.amount_cents, currency: a.amount_currency }}
        />
      ),
    },
    {
      title: t('giving.donation.labels'),
      content:
        labels.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('giving.donation.noLabels')}
          </Text>
        ) : (
          <Group gap="xs">
            {labels.map((label) => (
              <Badge key={label.id} variant="default" radius="sm" tt="none">
                {label.attributes.slug || t('giving.shared.labelNumber', { id: label.id })}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
}

/** A donation's details beside the list it was opened from; `?donation=ID` opens it. */
export function DonationDrawer() {
  const t = useT();
  return (
    <ResourceDrawer<typeof donationsPath, 'labels'>
      path={donationsPath}
      include={detailIncludes}
      param={donationParam}
      noun={t('giving.donation.noun')}
      title={(id) => t('giving.donation.title', { id })}
      sections={(donation) => donationSections(t, donation)}
    />
  );
}
