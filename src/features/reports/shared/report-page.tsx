import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ReportsTabs } from './reports-tabs';

/**
 * A report's page: the area's header and sections, then the report once the organization's time
 * zone is known (its days are the organization's).
 */
export function ReportPage({
  description,
  children,
}: {
  description: string;
  children: (timeZone: string) => ReactNode;
}) {
  const t = useT();
  const { timeZone } = useOrganizationTimeZone();
  return (
    <>
      <PageHeader title={t('reports.page.title')} description={description} />
      <ReportsTabs />
      {timeZone === undefined ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{t('reports.page.loadingSettings')}</Text>
        </Group>
      ) : (
        children(timeZone)
      )}
    </>
  );
}
