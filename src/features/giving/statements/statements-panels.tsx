/** The parts of the statements page that show a run: its progress, deliverability, the proof. */
import { Alert, Anchor, Button, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { addContactPage } from '../../../lib/pure/person-pages';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { TableScrollContainer } from '../../../ui/table-scroll-container';
import { deliveryGaps, type Statement } from './statement-build';
import type { Proof } from './statement-proof';
import { statementWords as words } from './statement-words';
import type { WalkProgress } from './statements-walk';

export function WalkProgressView({ progress }: { progress: WalkProgress | undefined }) {
  const step = progress?.step ?? 'organization';
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Text size="sm">{words.steps[step]}</Text>
      <Progress
        value={(progress?.fraction ?? 0) * 100}
        animated={progress?.fraction === undefined}
        aria-label={words.steps[step]}
      />
      <Text size="xs" c="dimmed">
        {words.progressRequests(progress?.requests ?? 0)}
      </Text>
    </Stack>
  );
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
  const gaps = statements
    .map((statement) => ({ statement, gaps: deliveryGaps(statement) }))
    .filter((row) => row.gaps.length > 0);
  const neither = gaps.filter((row) => row.gaps.length === 2).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="deliverability-title">
      <Title order={3} id="deliverability-title" size="h4">
        {words.deliverabilityTitle}
      </Title>
      {gaps.length === 0 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          {words.deliverabilityAllGood(statements.length)}
        </Alert>
      ) : (
        <>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {words.deliverabilitySummary(neither, gaps.length - neither)}
          </Alert>
          <TableScrollContainer minWidth={340}>
            <Table striped aria-label={words.deliverabilityTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{words.deliverabilityColumns.donor}</Table.Th>
                  <Table.Th>{words.deliverabilityColumns.missing}</Table.Th>
                  <Table.Th>{words.deliverabilityColumns.fix}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gaps.map(({ statement, gaps: missing }) => {
                  const donor = statement.donors[0];
                  return (
                    <Table.Tr key={statement.key}>
                      <Table.Td>{statement.name}</Table.Td>
                      <Table.Td>
                        {missing.length === 2
                          ? words.missingBoth
                          : missing[0] === 'address'
                            ? words.missingAddress
                            : words.missingEmail}
                      </Table.Td>
                      <Table.Td>
                        {donor && (
                          <Group gap="sm" wrap="wrap">
                            {missing.includes('address') && (
                              <Anchor
                                component={Link}
                                to={addContactPage(donor.id, 'addresses')}
                                aria-label={words.addFor(words.addAddress, statement.name)}
                              >
                                {words.addAddress}
                              </Anchor>
                            )}
                            {missing.includes('email') && (
                              <Anchor
                                component={Link}
                                to={addContactPage(donor.id, 'emails')}
                                aria-label={words.addFor(words.addEmail, statement.name)}
                              >
                                {words.addEmail}
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
              {words.checkAgain}
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
  const money = (m: Money | null) => (m ? formatMoney(m) : words.notThere);
  const c = words.proofColumns;
  return (
    <Stack gap="sm" component="section" aria-labelledby="proof-title">
      <Title order={3} id="proof-title" size="h4">
        {words.proofTitle}
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
        {proof.agrees ? words.proofAgrees : words.proofDisagrees(proof.differences.length)}
      </Alert>
      <TableScrollContainer minWidth={560}>
        <Table aria-label={words.proofTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.fund}</Table.Th>
              <Table.Th>{c.currency}</Table.Th>
              <Table.Th ta="right">{c.statements}</Table.Th>
              <Table.Th ta="right">{c.independent}</Table.Th>
              <Table.Th ta="right">{c.difference}</Table.Th>
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
                {words.proofDifference(
                  d.donationId,
                  donorName(d.personId),
                  fundName(d.fundId),
                  money(d.onStatements),
                  money(d.independent),
                )}
              </Anchor>
            </Text>
          ))}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        {words.proofHow}
      </Text>
    </Stack>
  );
}
