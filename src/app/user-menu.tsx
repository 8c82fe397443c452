import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';

import type { SignedInSession } from './auth/session-query';

/**
 * The signed-in user's menu: who and which church, and "Sign out". Mantine's Menu gives the
 * button aria-haspopup/aria-expanded and arrow-key navigation, and returns focus on Escape.
 * Opening it focuses its only item (the WAI-ARIA menu button pattern) instead of Mantine's
 * focus placeholder, whose role=presentation is not an allowed child of role=menu.
 */
export function UserMenu({
  session,
  onSignOut,
}: {
  session: SignedInSession;
  onSignOut: () => void;
}) {
  const { user, organization } = session;
  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="md"
      withInitialFocusPlaceholder={false}
      withinPortal={false}
    >
      <Menu.Target>
        {/* The name is the button's name; on a phone only the initials show, so it is also
            the aria-label (which then matches the visible text wherever that is shown). */}
        <Button
          variant="subtle"
          color="gray"
          c="var(--mantine-color-text)"
          px={6}
          aria-label={user.name}
          title={`Signed in as ${user.name}`}
          leftSection={<Avatar name={user.name} color="initials" size={28} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} stroke={1.75} aria-hidden="true" />}
        >
          <Text component="span" fz="sm" fw={600} truncate="end" maw={220} visibleFrom="sm">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <div style={{ padding: '0 var(--mantine-spacing-sm) var(--mantine-spacing-xs)' }}>
          <Text fz="sm" fw={600} c="bright">
            {user.name}
          </Text>
          {user.email !== undefined && (
            <Text fz="xs" c="dimmed">
              {user.email}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {organization.name}
          </Text>
        </div>
        <Menu.Divider />
        <Menu.Item
          data-autofocus
          leftSection={<IconLogout size={16} stroke={1.75} aria-hidden="true" />}
          onClick={onSignOut}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
