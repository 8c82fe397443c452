import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconLogout } from '@tabler/icons-react';

import { rememberLanguage } from '../lib/browser/language-choice';
import { languages, type Language } from '../lib/pure/i18n/languages';
import { useLanguage, useT } from '../ui/i18n/language-context';
import { StylesheetIcon } from '../ui/stylesheet-icon';
import type { SignedInSession } from './auth/session-query';

/** Each language's name in itself, so a person finds their own whatever the page's language. */
const languageNames: Record<Language, 'common.language.en' | 'common.language.es'> = {
  en: 'common.language.en',
  es: 'common.language.es',
};

/** Remembers the choice and loads the page afresh in it (only one language is ever loaded). */
function switchTo(language: Language) {
  rememberLanguage(language);
  window.location.reload();
}

/**
 * The signed-in user's menu: who and which church, the interface language, and "Sign out". Mantine's Menu gives the
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
  const t = useT();
  const current = useLanguage();
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
          title={t('app.userMenu.signedInAs', { name: user.name })}
          leftSection={<Avatar name={user.name} color="initials" size={28} aria-hidden="true" />}
          rightSection={<StylesheetIcon name="chevron-down" />}
        >
          <Text component="span" fz="sm" fw={600} truncate="end" maw={220} visibleFrom="sm">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('app.userMenu.signedInLabel')}</Menu.Label>
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
        <Menu.Label>{t('common.language.menuLabel')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            // Mantine keeps role=menuitem (no radio items), so the current one is aria-current.
            aria-current={language === current ? 'true' : undefined}
            lang={language}
            leftSection={
              <IconCheck
                size={16}
                stroke={1.75}
                aria-hidden="true"
                visibility={language === current ? 'visible' : 'hidden'}
              />
            }
            onClick={() => {
              if (language !== current) switchTo(language);
            }}
          >
            {t(languageNames[language])}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          data-autofocus
          leftSection={<IconLogout size={16} stroke={1.75} aria-hidden="true" />}
          onClick={onSignOut}
        >
          {t('app.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
