import { useT } from '../../../ui/i18n/language-context';
import { SectionTabs } from '../../../ui/section-tabs';

/** The reports area's sections; each is its own page and URL. */
export function ReportsTabs() {
  const t = useT();
  const tabs = [
    { value: '/reports/attendance', label: t('reports.tabs.attendance') },
    { value: '/reports/first-time', label: t('reports.tabs.firstTime') },
    { value: '/reports/missing', label: t('reports.tabs.missing') },
    { value: '/reports/birthdays', label: t('reports.tabs.birthdays') },
  ];
  return <SectionTabs tabs={tabs} label={t('reports.tabs.label')} />;
}
