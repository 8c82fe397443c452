import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

const tabs = [
  { value: '/check-ins', label: 'Check-ins' },
  { value: '/check-ins/events', label: 'Events' },
  { value: '/check-ins/stations', label: 'Stations and themes' },
  { value: '/check-ins/passes', label: 'Passes' },
] as const;

/** The check-ins area's sections; each is its own page and URL. */
export function CheckInsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active =
    [...tabs]
      .reverse()
      .find((tab) => pathname === tab.value || pathname.startsWith(`${tab.value}/`))?.value ??
    '/check-ins';
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value !== null && value !== active) void navigate(value);
      }}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label="Check-ins sections">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
