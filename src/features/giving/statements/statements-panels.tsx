/** The parts of the statements page that show a run: its progress, deliverability, the proof. */
import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { addContactPage } from '../../../lib/pure/person-pages';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { TableScrollContainer } from '../../../ui/table-scroll-container';
import { deliveryGaps, type DeliveryGap, type Statement } from './statement-build';
import { proofColumns } from './statement-document';
import type { Proof } from './statement-proof';
import type { WalkProgress } from './statements-walk';

export function WalkProgressView({ progress }: { progress: WalkProgress | undefined }) {
  const t = useT();
  const step = t('giving.statements.run.step', { step: progress?.step ?? 'organization' });
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Text size="sm">{step}</Text>
      <Progress
        value={(progress?.fraction ?? 0) * 100}
        animated={progress?.fraction === undefined}
        aria-label={step}
      />
      <Text size="xs" c="dimmed">
        {t('giving.statements.run.requestsSoFar', { requests: progress?.requests ?? 0 })}
      </Text>
    </Stack>
  );
}

/** What keeps a statement from being delivered, in words; "Post and e-mail" when nothing does. */
export function deliveryText(t: Translate, gaps: readonly DeliveryGap[]): string {
  if (gaps.length === 0) return t('giving.statements.delivery.deliverable');
  return t('giving.statements.delivery.missing', {
    missing: gaps.length === 2 ? 'both' : (gaps[0] ?? 'both'),
  });
}

export function DeliverabilityPanel({
  statements,
  onCheckAgain,
  checking,
}: {
  statements: readonly Statement[];
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const t = useT();
  const title = t('giving.statements.delivery.title');
  const gaps = statements
    .map((statement) => ({ statement, gaps: deliveryGaps(statement) }))
    .filter((row) => row.gaps.length > 0);
  const neither = gaps.filter((row) => row.gaps.length === 2).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="deliverability-title">
      <Title order={3} id="deliverability-title" size="h4">
        {title}
      </Title>
      {gaps.length === 0 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          {t('giving.statements.delivery.allGood', { count: statements.length })}
        </Alert>
      ) : (
        <>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {t('giving.statements.delivery.summary', { neither, some: gaps.length - neither })}
          </Alert>
          <TableScrollContainer minWidth={340}>
            <Table striped aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('giving.statements.delivery.donor')}</Table.Th>
                  <Table.Th>{t('giving.statements.delivery.missingColumn')}</Table.Th>
                  <Table.Th>{t('giving.statements.delivery.fix')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gaps.map(({ statement, gaps: missing }) => {
                  const donor = statement.donors[0];
                  return (
                    <Table.Tr key={statement.key}>
                      <Table.Td>{statement.name}</Table.Td>
                      <Table.Td>{deliveryText(t, missing)}</Table.Td>
                      <Table.Td>
                        {donor && (
                          <Group gap="sm" wrap="wrap">
                            {missing.includes('address') && (
                              <Anchor
                                component={Link}
                                to={addContactPage(donor.id, 'addresses')}
                                aria-label={t('giving.statements.delivery.addAddressFor', {
                                  name: statement.name,
                                })}
                              >
                                {t('giving.statements.delivery.addAddress')}
                              </Anchor>
                            )}
                            {missing.includes('email') && (
                              <Anchor
                                component={Link}
                                to={addContactPage(donor.id, 'emails')}
                                aria-label={t('giving.statements.delivery.addEmailFor', {
                                  name: statement.name,
                                })}
                              >
                                {t('giving.statements.delivery.addEmail')}
                              </Anchor>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </TableScrollContainer>
          <Group>
            <Button variant="default" size="xs" onClick={onCheckAgain} loading={checking}>
              {t('giving.statements.delivery.checkAgain')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function ProofPanel({
  proof,
  fundName,
  donorName,
}: {
  proof: Proof;
  fundName: (id: string) => string;
  donorName: (id: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (m: Money | null) =>
    m ? formatMoney(m, locale) : t('giving.statements.proof.none');
  const [fund, currency, onStatements, givingTotals, difference] = proofColumns(t);
  const title = t('giving.statements.proof.title');
  return (
    <Stack gap="sm" component="section" aria-labelledby="proof-title">
      <Title order={3} id="proof-title" size="h4">
        {title}
      </Title>
      <Alert
        color={proof.agrees ? 'green' : 'red'}
        variant="light"
        icon={
          proof.agrees ? (
            <IconCircleCheck aria-hidden="true" />
          ) : (
            <IconAlertTriangle aria-hidden="true" />
          )
        }
        role={proof.agrees ? undefined : 'alert'}
      >
        {proof.agrees
          ? t('giving.statements.proof.agrees')
          : t('giving.statements.proof.disagrees', { count: proof.differences.length })}
      </Alert>
      <TableScrollContainer minWidth={560}>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{fund}</Table.Th>
              <Table.Th>{currency}</Table.Th>
              <Table.Th ta="right">{onStatements}</Table.Th>
              <Table.Th ta="right">{givingTotals}</Table.Th>
              <Table.Th ta="right">{difference}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proof.rows.map((row) => (
              <Table.Tr key={`${row.fundId}|${row.currency}`}>
                <Table.Td>{fundName(row.fundId)}</Table.Td>
                <Table.Td>{row.currency}</Table.Td>
                <Table.Td ta="right">{money(row.statements)}</Table.Td>
                <Table.Td ta="right">{money(row.independent)}</Table.Td>
                <Table.Td ta="right" c={row.difference.cents === 0 ? undefined : 'red'}>
                  {money(row.difference)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
      {proof.differences.length > 0 && (
        <Stack gap={4} component="ul" style={{ margin: 0 }}>
          {proof.differences.map((d) => (
            <Text component="li" size="sm" key={`${d.donationId}|${d.fundId}|${d.currency}`}>
              <Anchor
                component={Link}
                to={`/giving/donations?donation=${encodeURIComponent(d.donationId)}`}
              >
                {t('giving.statements.proof.giftDifference', {
                  gift: d.donationId,
                  donor: donorName(d.personId),
                  fund: fundName(d.fundId),
                  stated: money(d.onStatements),
                  read: money(d.independent),
                })}
              </Anchor>
            </Text>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {t('giving.statements.proof.how')}
      </Text>
    </Stack>
  );
}
