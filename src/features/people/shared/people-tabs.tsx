import { useT } from '../../../ui/i18n/language-context';
import { SectionTabs } from '../../../ui/section-tabs';

/** The people area's sections; each is its own page and URL. */
export function PeopleTabs() {
  const t = useT();
  const tabs = [
    { value: '/people', label: t('people.tabs.directory') },
    { value: '/people/households', label: t('people.tabs.households') },
    { value: '/people/custom-fields', label: t('people.tabs.customFields') },
    { value: '/people/lists', label: t('people.tabs.lists') },
    { value: '/people/messages', label: t('people.tabs.messages') },
    { value: '/people/settings', label: t('people.tabs.settings') },
  ];
  return <SectionTabs tabs={tabs} label={t('people.tabs.label')} />;
}
