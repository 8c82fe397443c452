import { Alert, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';

import { findDonations, type FoundDonation } from '../../../api/find-donations';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useT } from '../../../ui/i18n/language-context';
import { IgnoredUrlParts } from '../../../ui/query-error';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { DatedList, type NarrowedList } from '../shared/dated-list';
import { wholeList } from '../shared/dated-list-sources';
import { fundIdOf, indexById } from '../shared/donation-designations';
import { DonationDrawer, donationParam } from '../shared/donation-drawer';
import { paymentMethodText, donationsPath } from '../shared/donation-words';
import { useAllFunds } from '../shared/funds-query';
import { hasDays, rangeInstants } from '../shared/giving-range';
import { ListRangePicker } from '../shared/giving-range-picker';
import { GivingHeader } from '../shared/giving-tabs';
import { useGivingDays } from '../shared/use-giving-days';
import {
  narrowedHere,
  narrows,
  narrowingParams,
  paymentMethods,
  paymentStatuses,
  readNarrowing,
  type DonationNarrowing,
} from './donation-narrowing';
import { donationCsvColumns } from '../shared/donations-csv';
import { donationTableColumns, donationTableIncludes } from './donations-columns';

/** One narrowing's choices as chips; several chosen match any of them. */
function NarrowingChips({
  label,
  choices,
  chosen,
  onChange,
}: {
  label: string;
  choices: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label={label} wrap="wrap">
      <Text size="sm" fw={500} w={64}>
        {label}
      </Text>
      <Chip.Group multiple value={[...chosen]} onChange={onChange}>
        {choices.map((choice) => (
          <Chip key={choice.value} value={choice.value} size="xs">
            {choice.label}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

/** Which funds some rows of the page do not name (the service's list answer left them out). */
function FundsLeftOut({ rows }: { rows: readonly FoundDonation[] }) {
  const t = useT();
  const leftOut = rows.some((row) =>
    row.related.designations.some((designation) => fundIdOf(designation) === undefined),
  );
  if (!leftOut) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('giving.donations.fundsLeftOutTitle')}
    >
      {t('giving.donations.fundsLeftOut')}
    </Alert>
  );
}

/**
 * Every gift newest first, narrowed by days, status, payment method and fund (by the cheapest
 * path the API's dialect offers), with its details in a drawer and the list as CSV.
 */
export function DonationsPage() {
  const t = useT();
  const client = useApiClient();
  const funds = useAllFunds();
  const drawer = useRecordDrawerParam(donationParam);
  const fundsById = useMemo(() => indexById(funds.data ?? []), [funds.data]);
  const columns = useMemo(() => donationTableColumns(t, fundsById), [t, fundsById]);
  const { timeZone } = useOrganizationTimeZone();
  const { params, update, days, problems, setDays, clearProblems } = useGivingDays();
  const { narrowing, problems: narrowingProblems } = useMemo(
    () => readNarrowing(params, t),
    [params, t],
  );
  const whole = useMemo(
    () => wholeList(client, { path: donationsPath, include: donationTableIncludes }),
    [client],
  );
  const narrowed = hasDays(days) || narrows(narrowing);

  const setNarrowing = (name: keyof DonationNarrowing, values: readonly string[]) =>
    update((url) => {
      if (values.length === 0) url.delete(narrowingParams[name]);
      else url.set(narrowingParams[name], values.join(','));
      url.delete('offset');
    });

  const found: NarrowedList<FoundDonation> | undefined =
    narrowed && timeZone !== undefined
      ? {
          key: [...apiKeys.path(donationsPath), 'found', { days, narrowing, timeZone }],
          read: (control) =>
            findDonations(client, { range: rangeInstants(days, timeZone), ...narrowing }, control),
          narrowedHere: (reading) => narrowedHere(t, narrowing, reading),
          fileWords: [
            ...narrowing.statuses.map((status) => t('giving.payment.status', { status })),
            ...narrowing.methods.map((method) => t('giving.donations.fileMethod', { method })),
            ...narrowing.fundIds.map(
              (id) => fundsById.get(id)?.attributes.name ?? t('giving.shared.fundNumber', { id }),
            ),
          ],
          days,
        }
      : undefined;

  return (
    <>
      <GivingHeader
        title={t('giving.donations.title')}
        description={t('giving.donations.description')}
      />
      <IgnoredUrlParts
        problems={[...problems, ...narrowingProblems]}
        onClear={() => {
          clearProblems();
          update(
            (url) => {
              for (const name of Object.keys(narrowingParams) as (keyof DonationNarrowing)[]) {
                const kept = narrowing[name];
                if (kept.length === 0) url.delete(narrowingParams[name]);
                else url.set(narrowingParams[name], kept.join(','));
              }
            },
            { replace: true },
          );
        }}
      />
      {funds.isError && (
        <Alert
          color="yellow"
          variant="light"
          mb="md"
          title={t('giving.donations.fundNamesFailedTitle')}
        >
          {t('giving.donations.fundNamesFailed')}{' '}
          <Button
            size="compact-xs"
            variant="white"
            color="yellow"
            onClick={() => void funds.refetch()}
          >
            {t('giving.shared.tryAgain')}
          </Button>
        </Alert>
      )}
      <DatedList<FoundDonation>
        noun={t('giving.donations.noun')}
        caption={t('giving.donations.title')}
        columns={columns}
        csvColumns={(zone) => donationCsvColumns(t, zone, fundsById)}
        whole={whole}
        narrowed={found}
        waiting={narrowed && timeZone === undefined}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={(row) => t('giving.donations.openRow', { id: row.id })}
        aboveTable={(rows) => <FundsLeftOut rows={rows} />}
        toolbar={
          timeZone !== undefined && (
            <Stack gap="xs" mb="md">
              <ListRangePicker days={days} timeZone={timeZone} onChange={setDays} />
              <NarrowingChips
                label={t('giving.shared.status')}
                choices={paymentStatuses.map((value) => ({
                  value,
                  label: t('giving.payment.status', { status: value }),
                }))}
                chosen={narrowing.statuses}
                onChange={(values) => setNarrowing('statuses', values)}
              />
              <NarrowingChips
                label={t('giving.donation.method')}
                choices={paymentMethods.map((value) => ({
                  value,
                  label: paymentMethodText(t, { payment_method: value, payment_method_sub: null }),
                }))}
                chosen={narrowing.methods}
                onChange={(values) => setNarrowing('methods', values)}
              />
              {(funds.data?.length ?? 0) > 0 && (
                <NarrowingChips
                  label={t('giving.shared.fund')}
                  choices={(funds.data ?? []).map((fund) => ({
                    value: fund.id,
                    label: fund.attributes.name,
                  }))}
                  chosen={narrowing.fundIds}
                  onChange={(values) => setNarrowing('fundIds', values)}
                />
              )}
            </Stack>
          )
        }
      />
      <DonationDrawer />
    </>
  );
}
