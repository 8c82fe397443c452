import { SectionTabs } from '../../../ui/section-tabs';

const tabs = [
  { value: '/people', label: 'Directory' },
  { value: '/people/households', label: 'Households' },
  { value: '/people/custom-fields', label: 'Custom fields' },
  { value: '/people/lists', label: 'Lists' },
  { value: '/people/messages', label: 'Messages' },
  { value: '/people/settings', label: 'Settings' },
] as const;

/** The people area's sections; each is its own page and URL. */
export function PeopleTabs() {
  return <SectionTabs tabs={tabs} label="People sections" />;
}
