import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

const tabs = [
  { value: '/giving', label: 'Overview' },
  { value: '/giving/donations', label: 'Donations' },
  { value: '/giving/batches', label: 'Batches' },
  { value: '/giving/deposits', label: 'Deposits' },
  { value: '/giving/funds', label: 'Funds and labels' },
  { value: '/giving/recurring', label: 'Recurring' },
  { value: '/giving/people', label: 'People' },
] as const;

/** The giving area's sections; each is its own page and URL. */
export function GivingTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active =
    [...tabs]
      .reverse()
      .find((tab) => pathname === tab.value || pathname.startsWith(`${tab.value}/`))?.value ??
    '/giving';
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value !== null && value !== active) void navigate(value);
      }}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label="Giving sections">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
