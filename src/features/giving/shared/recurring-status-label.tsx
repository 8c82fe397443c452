import { Group, Skeleton, Text, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconPlayerPause,
} from '@tabler/icons-react';

import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { parseRecurringStatus, recurringStatusText } from './recurring-status';

/** A recurring donation's status in words, with a decorative icon; never the icon alone. */
export function RecurringStatusLabel({ status }: { status: string }) {
  const t = useT();
  const locale = useLocale();
  const { timeZone } = useOrganizationTimeZone();
  const parsed = parseRecurringStatus(status);
  if (parsed.kind === 'on-hold-until' && parsed.precision === 'datetime' && !timeZone) {
    return <Skeleton component="span" height="1em" width="10em" />;
  }
  const text = recurringStatusText(t, locale, parsed, timeZone ?? 'UTC');
  const iconProps = { size: 16, stroke: 1.75, 'aria-hidden': true } as const;

  const unknown = parsed.kind === 'unknown';
  const label = (
    <Group
      gap={6}
      wrap="nowrap"
      component="span"
      display="inline-flex"
      data-status={parsed.kind}
      {...(unknown && { tabIndex: 0 })}
    >
      {unknown ? (
        <IconAlertTriangle {...iconProps} color="var(--mantine-color-orange-7)" />
      ) : parsed.kind === 'active' ? (
        <IconCircleCheck {...iconProps} color="var(--mantine-color-green-7)" />
      ) : parsed.kind === 'on-hold-until' ? (
        <IconClock {...iconProps} color="var(--mantine-color-yellow-7)" />
      ) : (
        <IconPlayerPause {...iconProps} color="var(--mantine-color-yellow-7)" />
      )}
      <Text span size="sm">
        {unknown && text === '' ? t('giving.recurring.blankStatus') : text}
      </Text>
      {unknown && (
        <Text span size="xs" c="dimmed">
          {t('giving.recurring.unrecognised')}
        </Text>
      )}
    </Group>
  );
  return unknown ? (
    <Tooltip label={t('giving.recurring.unrecognisedHelp')}>{label}</Tooltip>
  ) : (
    label
  );
}
