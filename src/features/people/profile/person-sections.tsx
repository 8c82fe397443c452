import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';

import { useT } from '../../../ui/i18n/language-context';
import { AddressSection } from './address-section';
import { EmailSection } from './email-section';
import { FieldDataSection } from './field-data-section';
import { MembershipSection } from './membership-section';
import { PersonConnectedPeople } from './person-connected-people';
import { PersonMessages } from './person-messages';

export const PERSON_SECTIONS = [
  { value: 'addresses', label: 'people.profile.sections.addresses', Section: AddressSection },
  { value: 'emails', label: 'people.profile.sections.emails', Section: EmailSection },
  {
    value: 'custom-fields',
    label: 'people.profile.sections.customFields',
    Section: FieldDataSection,
  },
  { value: 'households', label: 'people.profile.sections.households', Section: MembershipSection },
  {
    value: 'connected',
    label: 'people.profile.sections.connected',
    Section: PersonConnectedPeople,
  },
  { value: 'messages', label: 'people.profile.sections.messages', Section: PersonMessages },
] as const;

type SectionName = (typeof PERSON_SECTIONS)[number]['value'];
const defaultSection: SectionName = 'addresses';

function isSection(value: string | null): value is SectionName {
  return PERSON_SECTIONS.some((section) => section.value === value);
}

/** The profile's sections as tabs; the open one is `?section=` in the URL. */
export function PersonSections({ personId }: { personId: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const active = isSection(requested) ? requested : defaultSection;

  const select = (value: string | null) => {
    if (value === null || value === active) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === defaultSection) next.delete('section');
      else next.set('section', value);
      return next;
    });
  };

  return (
    <Tabs value={active} onChange={select} keepMounted={false}>
      <Tabs.List aria-label={t('people.profile.sections.label')} mb="md">
        {PERSON_SECTIONS.map((section) => (
          <Tabs.Tab key={section.value} value={section.value}>
            {t(section.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {PERSON_SECTIONS.map(({ value, Section }) => (
        <Tabs.Panel key={value} value={value}>
          <Section personId={personId} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
