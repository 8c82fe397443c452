import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active =
    [...tabs]
      .reverse()
      .find((tab) => pathname === tab.value || pathname.startsWith(`${tab.value}/`))?.value ??
    '/people';
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value !== null && value !== active) void navigate(value);
      }}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label="People sections">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
