import { Anchor, Button, type AnchorProps } from '@mantine/core';
import { IconHeartHandshake, IconUser, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { personPages, type PersonApp } from '../lib/pure/person-pages';
import type { MessageId } from '../messages/message-id';
import { useT } from './i18n/language-context';

const apps: readonly { app: PersonApp; label: MessageId; icon: typeof IconUser }[] = [
  { app: 'profile', label: 'ui.personApps.profile', icon: IconUser },
  { app: 'checkIns', label: 'ui.personApps.checkIns', icon: IconUserCheck },
  { app: 'giving', label: 'ui.personApps.giving', icon: IconHeartHandshake },
];

/**
 * The same person's pages in the apps, for a page header's actions: the profile, their
 * check-ins and their giving (one person, one id: D133), but the one `here`.
 */
export function PersonAppLinks({ personId, here }: { personId: string; here?: PersonApp }) {
  const t = useT();
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
        {t(label)}
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
