import { Anchor, Button, type AnchorProps } from '@mantine/core';
import { IconHeartHandshake, IconUser, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { personPages, type PersonApp } from '../lib/pure/person-pages';

const apps: readonly { app: PersonApp; label: string; icon: typeof IconUser }[] = [
  { app: 'profile', label: 'Profile', icon: IconUser },
  { app: 'checkIns', label: 'Check-in history', icon: IconUserCheck },
  { app: 'giving', label: 'Giving record', icon: IconHeartHandshake },
];

/**
 * The same person's pages in the apps, for a page header's actions: the profile, their
 * check-ins and their giving (one person, one id: D133), but the one `here`.
 */
export function PersonAppLinks({ personId, here }: { personId: string; here?: PersonApp }) {
  return apps
    .filter(({ app }) => app !== here)
    .map(({ app, label, icon: Icon }) => (
      <Button
        key={app}
        component={Link}
        to={personPages[app](personId)}
        variant="default"
        size="xs"
        leftSection={<Icon size={16} aria-hidden="true" />}
      >
        {label}
      </Button>
    ));
}

/** A person's name as a link to their profile, wherever another app shows them. */
export function PersonLink({
  personId,
  children,
  ...props
}: { personId: string; children: ReactNode } & AnchorProps) {
  return (
    <Anchor component={Link} to={personPages.profile(personId)} size="sm" {...props}>
      {children}
    </Anchor>
  );
}
