import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export interface SectionTab {
  /** The section's path; it is active on that path and below it. */
  value: string;
  label: string;
}

/** An area's sections as tabs, one page and URL each; the deepest matching path is active. */
export function SectionTabs({ tabs, label }: { tabs: readonly SectionTab[]; label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const fallback = tabs[0]?.value ?? '/';
  const active =
    [...tabs]
      .reverse()
      .find((tab) => pathname === tab.value || pathname.startsWith(`${tab.value}/`))?.value ??
    fallback;
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value !== null && value !== active) void navigate(value);
      }}
      mb="lg"
      keepMounted={false}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
