import { Stack, Title } from '@mantine/core';

import { ResourceList } from '../../../ui/resource-view/resource-list';
import { fundColumns } from './funds-columns';
import { FundsLabels } from './funds-labels';
import { fundsPath } from '../shared/funds-query';
import { GivingHeader } from '../shared/giving-tabs';

/** The funds gifts are designated to, and the labels that tag gifts. */
export function FundsPage() {
  return (
    <>
      <GivingHeader
        title="Funds and labels"
        description="Where gifts go, and who sees each fund when giving."
      />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} size="h3">
            Funds
          </Title>
          <ResourceList path={fundsPath} noun="funds" columns={fundColumns} urlPrefix="funds_" />
        </Stack>
        <FundsLabels />
      </Stack>
    </>
  );
}
