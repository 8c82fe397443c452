import {
  ActionIcon,
  AppShell,
  Burger,
  Group,
  Loader,
  NavLink,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconHeartHandshake,
  IconListNumbers,
  IconMoon,
  IconSun,
  IconUserCheck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, NavLink as RouterNavLink, Outlet, useMatch, useNavigation } from 'react-router';

interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly icon: Icon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Check-ins', to: '/check-ins', icon: IconUserCheck },
  { label: 'Headcounts', to: '/headcounts', icon: IconListNumbers },
  { label: 'Giving', to: '/giving', icon: IconHeartHandshake },
  { label: 'People', to: '/people', icon: IconUsers },
  { label: 'Rules', to: '/rules', icon: IconAdjustmentsHorizontal },
];

const NAVBAR_ID = 'app-navbar';

/** The favicon's arch, in the link colour of the current scheme (stronger on dark). */
function ArchMark() {
  return (
    <svg width={26} height={26} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path fill="var(--mantine-color-anchor)" d="M4 30V14C4 7.4 9.4 2 16 2s12 5.4 12 12v16z" />
      <path fill="var(--mantine-color-body)" d="M10 30V15.5a6 6 0 0 1 12 0V30z" />
      <circle cx="19" cy="22" r="1.3" fill="var(--mantine-color-anchor)" />
    </svg>
  );
}

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} color scheme`;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? (
        <IconSun size={18} stroke={1.75} aria-hidden="true" />
      ) : (
        <IconMoon size={18} stroke={1.75} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}

function ShellNavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  // Active for the area's own page and anything below it (e.g. /people/123 later on).
  const active = useMatch(`${item.to}/*`) !== null;
  const ItemIcon = item.icon;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      label={item.label}
      active={active}
      leftSection={<ItemIcon size={20} stroke={1.75} aria-hidden="true" />}
      onClick={onNavigate}
    />
  );
}

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const theme = useMantineTheme();
  // Same breakpoint as the navbar below; from it up the navbar is always shown.
  const wideScreen = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const navigation = useNavigation();
  const pageLoading = navigation.state === 'loading';

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={navOpened}
              aria-controls={NAVBAR_ID}
            />
            <UnstyledButton
              component={Link}
              to="/"
              onClick={closeNav}
              style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}
            >
              <ArchMark />
              <Text component="span" fw={700} fz="lg">
                Narthex
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {pageLoading && (
              <Loader size="xs" role="status" aria-label="Loading page" type="dots" />
            )}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>

      {/* A collapsed mobile navbar is only moved off-screen; inert keeps its links out of the
          tab order and the accessibility tree until the burger opens it. */}
      <AppShell.Navbar id={NAVBAR_ID} p="sm" aria-label="Main" inert={!wideScreen && !navOpened}>
        {NAV_ITEMS.map((item) => (
          <ShellNavLink key={item.to} item={item} onNavigate={closeNav} />
        ))}
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
