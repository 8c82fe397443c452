import {
  ActionIcon,
  Alert,
  Avatar,
  Box,
  Burger,
  Divider,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useMatch } from 'react-router';

import { preloadableLazy } from '../lib/browser/preloadable-lazy';
import { useHydrated } from '../lib/browser/use-hydrated';
import { ArchMark } from '../ui/arch-mark';
import type { MessageId } from '../messages/message-id';
import { ConnectionBanner } from '../ui/connection-banner';
import { useT } from '../ui/i18n/language-context';
import { PendingNavigation } from '../ui/pending-navigation';
import { SearchButton } from '../ui/search/search-button';
import { SkipLink } from '../ui/skip-link';
import { StylesheetIcon } from '../ui/stylesheet-icon';
import type { StylesheetIconName } from '../ui/stylesheet-icons';
import { connectionStatus, probeServer } from './api-client';
import { useSignOut } from './auth/session-query';
import classes from './app-shell.module.css';
import { useApiClient } from '../lib/browser/api-query/api-client-context';
import { useSignedInSession } from './auth/signed-in-session';
import { sessionErrorText } from './auth/session-error-text';

// The menu's dropdown brings floating-ui, which the first paint does not need: it loads next to
// the session check, and until then the header shows the user's initials.
const userMenu = preloadableLazy(() => import('./user-menu').then((module) => module.UserMenu));
const UserMenu = userMenu.Component;
void userMenu.preload().catch(() => undefined);

/** What the shell loads on its own; a server render waits for it (see preloadableLazy). */
export function preloadShell(): Promise<unknown> {
  return userMenu.preload();
}

interface NavItem {
  readonly label: MessageId;
  readonly to: string;
  readonly icon: StylesheetIconName;
  /** Active only on its own path, not below it (the home page, "/"). */
  readonly end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'app.nav.thisWeek', to: '/', icon: 'calendar-week', end: true },
  { label: 'app.nav.checkIns', to: '/check-ins', icon: 'user-check' },
  { label: 'app.nav.headcounts', to: '/headcounts', icon: 'list-numbers' },
  { label: 'app.nav.giving', to: '/giving', icon: 'heart-handshake' },
  { label: 'app.nav.people', to: '/people', icon: 'users' },
  { label: 'app.nav.reports', to: '/reports', icon: 'chart-bar' },
  { label: 'app.nav.rules', to: '/rules', icon: 'adjustments-horizontal' },
];

const NAVBAR_ID = 'app-navbar';
const MAIN_ID = 'main-content';

function ColorSchemeToggle() {
  const t = useT();
  const { setColorScheme } = useMantineColorScheme();
  const browserScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // A server-rendered page does not know the scheme: its label waits for hydration, while its
  // icon is right from the first paint (both are there; the scheme's CSS hides one).
  const computed = useHydrated() ? browserScheme : 'light';
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = t('app.colorScheme.switch', { scheme: next });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      <Box component="span" className={classes.schemeIcon} lightHidden>
        <StylesheetIcon name="sun" />
      </Box>
      <Box component="span" className={classes.schemeIcon} darkHidden>
        <StylesheetIcon name="moon" />
      </Box>
    </ActionIcon>
  );
}

function ShellNavLink({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  // Active for the area's own page and anything below it (e.g. /people/123 later on).
  const active = useMatch(item.end ? item.to : `${item.to}/*`) !== null;
  const t = useT();
  return (
    <RouterNavLink
      to={item.to}
      end={item.end}
      className={classes.navLink}
      data-active={active || undefined}
      onClick={onNavigate}
    >
      <StylesheetIcon name={item.icon} />
      {t(item.label)}
    </RouterNavLink>
  );
}

export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const theme = useMantineTheme();
  // Same breakpoint as the navbar below; from it up the navbar is always shown. A server-rendered
  // page is taken as wide until it has hydrated (its navbar's collapse is CSS on a phone).
  const browserWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const wideScreen = useHydrated() ? browserWide : true;
  const session = useSignedInSession();
  // Before the page below renders: it asks with the query names of the API behind the proxy
  // (D151). The same answer every render, so learning it again changes nothing.
  useApiClient().learnQueryDialect(session.upstreamDialect);
  const signOut = useSignOut();
  const t = useT();

  return (
    <div className={classes.shell}>
      <SkipLink targetId={MAIN_ID} />
      {/* right-scroll-bar-position: react-remove-scroll's class, so a modal's scroll lock moves
          the fixed header with the page instead of under the scrollbar's gap. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <div className={classes.headerBar}>
          <div className={classes.headerGroup}>
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(navOpened ? 'app.nav.close' : 'app.nav.open')}
              aria-expanded={navOpened}
              aria-controls={NAVBAR_ID}
            />
            <UnstyledButton component={Link} to="/" onClick={closeNav} className={classes.home}>
              <ArchMark />
              <span className={classes.wordmark}>Narthex</span>
            </UnstyledButton>
            <Divider orientation="vertical" className={classes.divider} visibleFrom="sm" />
            <Text component="span" truncate="end" className={classes.organization} visibleFrom="sm">
              {session.organization.name}
            </Text>
          </div>
          <div className={classes.headerGroup}>
            <SearchButton />
            <ColorSchemeToggle />
            <Suspense
              fallback={
                <Avatar name={session.user.name} color="initials" size={28} aria-hidden="true" />
              }
            >
              <UserMenu session={session} onSignOut={() => signOut.mutate()} />
            </Suspense>
          </div>
        </div>
      </header>

      {/* A collapsed mobile navbar is only moved off-screen; inert keeps its links out of the
          tab order and the accessibility tree until the burger opens it. */}
      <nav
        id={NAVBAR_ID}
        className={classes.navbar}
        data-opened={navOpened || undefined}
        aria-label={t('app.nav.label')}
        inert={!wideScreen && !navOpened}
      >
        {NAV_ITEMS.map((item) => (
          <ShellNavLink key={item.to} item={item} onNavigate={closeNav} />
        ))}
      </nav>

      {/* tabIndex -1: the skip link moves the focus here, while Tab never stops on it. */}
      <main id={MAIN_ID} className={classes.main} tabIndex={-1} style={{ outline: 'none' }}>
        <ConnectionBanner status={connectionStatus} probe={probeServer} />
        {signOut.isError && (
          <Alert
            color="red"
            title={t('app.signOut.failedTitle')}
            withCloseButton
            closeButtonLabel={t('common.dismiss')}
            onClose={() => signOut.reset()}
            mb="lg"
          >
            {t('app.signOut.failedMessage', { reason: sessionErrorText(t, signOut.error) })}
          </Alert>
        )}
        <PendingNavigation>
          <Outlet />
        </PendingNavigation>
      </main>
    </div>
  );
}
