import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useApiClient } from '../../../lib/api-query/api-client-context';
import { useApiList } from '../../../lib/api-query/api-queries';
import type { ListUrlState } from '../../../lib/list-url-state';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { fundIdOf, indexById } from '../shared/donation-designations';
import { DonationDrawer, donationParam } from '../shared/donation-drawer';
import { donationsPath } from '../shared/donation-words';
import { useAllFunds } from '../shared/funds-query';
import { GivingHeader } from '../shared/giving-tabs';
import {
  donationTableColumns,
  donationTableIncludes,
  type DonationTableInclude,
} from './donations-columns';
import { donationsExportTask } from './donations-csv';

/** Stable for useListUrlState (its defaults are memo dependencies). */
const listDefaults = { include: donationTableIncludes } as const;

type DonationsList = ListUrlState<typeof donationsPath, DonationTableInclude>;

/** What the page says about the funds of the list as the URL has it. */
function DonationsToolbar({ list }: { list: DonationsList }) {
  // The page's own funds query (the same key, so the same request).
  const funds = useAllFunds();
  // The list's own query (the same key as the table's, so the same request).
  const query = useApiList(donationsPath, list.options);
  const fundsLeftOut = query.data?.records.some((row) =>
    row.related.designations.some((designation) => fundIdOf(designation) === undefined),
  );

  return (
    <>
      {funds.isError && (
        <Alert color="yellow" variant="light" mb="md" title="Fund names could not be loaded">
          Designations show fund numbers instead of names.{' '}
          <Button
            size="compact-xs"
            variant="white"
            color="yellow"
            onClick={() => void funds.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {fundsLeftOut && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="Some funds are not named in this list"
        >
          The service's list answer did not say which fund some designations go to. Open a donation
          to see its funds.
        </Alert>
      )}
    </>
  );
}

/** Every gift, page by page, with its details in a drawer and the whole list as CSV. */
export function DonationsPage() {
  const funds = useAllFunds();
  const drawer = useRecordDrawerParam(donationParam);
  const fundsById = useMemo(() => indexById(funds.data ?? []), [funds.data]);
  const columns = useMemo(() => donationTableColumns(fundsById), [fundsById]);
  const client = useApiClient();
  const queryClient = useQueryClient();

  return (
    <>
      <GivingHeader
        title="Donations"
        description="Every gift with its amount, fee, payment and the funds it is designated to. Open a row for its details."
      />
      <ResourceList<typeof donationsPath, DonationTableInclude>
        path={donationsPath}
        noun="donations"
        columns={columns}
        defaults={listDefaults}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={(row) => `Open donation ${row.id}`}
        toolbar={(list) => <DonationsToolbar list={list} />}
        exportTask={(options, timeZone) =>
          donationsExportTask(client, queryClient, options, timeZone)
        }
      />
      <DonationDrawer />
    </>
  );
}
