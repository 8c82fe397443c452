import { useMemo } from 'react';

import type { MessageId } from '../../../messages/message-id';
import { useT } from '../../../ui/i18n/language-context';
import { SectionTabs } from '../../../ui/section-tabs';

const tabs: readonly { value: string; label: MessageId }[] = [
  { value: '/check-ins', label: 'check-ins.shared.tabs.checkIns' },
  { value: '/check-ins/live', label: 'check-ins.shared.tabs.live' },
  { value: '/check-ins/events', label: 'check-ins.shared.tabs.events' },
  { value: '/check-ins/stations', label: 'check-ins.shared.tabs.stations' },
  { value: '/check-ins/passes', label: 'check-ins.shared.tabs.passes' },
];

/** The check-ins area's sections; each is its own page and URL. */
export function CheckInsTabs() {
  const t = useT();
  const named = useMemo(() => tabs.map((tab) => ({ ...tab, label: t(tab.label) })), [t]);
  return <SectionTabs tabs={named} label={t('check-ins.shared.tabs.label')} />;
}
