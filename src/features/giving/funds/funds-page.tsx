import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';

import { useT } from '../../../ui/i18n/language-context';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { fundColumns } from './funds-columns';
import { FundsLabels } from './funds-labels';
import { fundsPath } from '../shared/funds-query';
import { GivingHeader } from '../shared/giving-tabs';

/** The funds gifts are designated to, and the labels that tag gifts. */
export function FundsPage() {
  const t = useT();
  const columns = useMemo(() => fundColumns(t), [t]);
  return (
    <>
      <GivingHeader
        title={t('giving.tabs.funds')}
        description={t('giving.funds.pageDescription')}
      />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('giving.recurring.funds')}
          </Title>
          <ResourceList
            path={fundsPath}
            noun={t('giving.funds.noun')}
            columns={columns}
            urlPrefix="funds_"
          />
        </Stack>
        <FundsLabels />
      </Stack>
    </>
  );
}
