import { ActionIcon, Alert, Button, Group, Kbd, Loader, Paper, Text } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

import { importWithRetry } from '../../lib/pure/connection-status-import';
import { whenIdle } from '../../lib/browser/when-idle';
import { useT } from '../i18n/language-context';
import { StylesheetIcon } from '../stylesheet-icon';
import { createKeyBuffer, type KeyBuffer } from './key-buffer';

interface PaletteProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** What was typed since the dialog was asked for, before its input was there (key-buffer.ts). */
  readonly takeTyped: () => string;
}

/** In the dialog's place when its code could not be downloaded (the server cannot be reached). */
function PaletteUnavailable({ opened, onClose, takeTyped }: PaletteProps) {
  // No input will take what was typed: the keys go back to the page.
  useLayoutEffect(() => void takeTyped(), [takeTyped]);
  const t = useT();
  if (!opened) return null;
  return (
    <Alert
      color="orange"
      title={t('ui.search.unavailable')}
      withCloseButton
      closeButtonLabel={t('common.dismiss')}
      onClose={onClose}
      pos="fixed"
      top={64}
      right={16}
      maw={360}
      style={{ zIndex: 300 }}
    >
      {t('ui.error.network.message')}
    </Alert>
  );
}

/**
 * In the dialog's place while its code downloads (a slow connection, a busy device), with what
 * is typed meanwhile, which the dialog's input starts with.
 */
function PaletteLoading({ opened, keys }: { opened: boolean; keys: KeyBuffer }) {
  const typed = useSyncExternalStore(keys.subscribe, keys.peek, keys.peek);
  const t = useT();
  if (!opened) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      top={64}
      right={16}
      maw={360}
      style={{ zIndex: 300 }}
    >
      <Group gap="xs">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">{t('ui.search.loading')}</Text>
      </Group>
      {typed && (
        <Text size="sm" mt={4} ff="monospace" truncate="start" aria-hidden="true">
          {typed}
        </Text>
      )}
    </Paper>
  );
}

// The dialog (Modal, its scroll area and focus trap, the search sources) is not needed for the
// first paint: its chunk loads once the page is idle, or on first use if that comes sooner. When
// it cannot be downloaded, the next opening tries again.
const loadPalette = () => importWithRetry(() => import('./search-palette'));
const lazyPalette = () =>
  lazy(() =>
    loadPalette().then(
      (m) => ({ default: m.SearchPalette }),
      () => {
        SearchPalette = lazyPalette();
        return { default: PaletteUnavailable };
      },
    ),
  );
let SearchPalette = lazyPalette();

/**
 * The header's "Search" button and its shortcuts: Ctrl+K (⌘K on a Mac) anywhere, and "/" when
 * the focus is not in a text field. Opens the search dialog.
 */
export function SearchButton() {
  const [opened, { open: show, close: hide }] = useDisclosure(false);
  const [keys] = useState(createKeyBuffer);
  const close = () => {
    keys.take();
    hide();
  };
  // From the shortcut on, what is typed is the search's (the dialog's code may still be on its
  // way): its input starts with it.
  const open = () => {
    if (opened) return;
    keys.start(close);
    show();
  };
  // Mounted from the first opening on, so closing plays the dialog's transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  // A failure here is met again, and shown, on opening.
  useEffect(() => whenIdle(() => void loadPalette().catch(() => undefined)), []);
  const mac = useOs() === 'macos';
  const shortcut = mac ? '⌘K' : 'Ctrl+K';
  // mod+K also works from a text field or an editor: it types nothing there.
  useHotkeys([['mod+K', open]], [], true);
  useHotkeys([['/', open]]);
  const t = useT();
  const label = t('ui.search.buttonTitle', { shortcut });
  return (
    <>
      <Button
        variant="default"
        visibleFrom="sm"
        leftSection={<StylesheetIcon name="search" />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        onClick={open}
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        title={label}
      >
        {t('ui.search.button')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        aria-label={t('ui.search.button')}
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
        onClick={open}
      >
        <StylesheetIcon name="search-large" />
      </ActionIcon>
      {used && (
        <Suspense fallback={<PaletteLoading opened={opened} keys={keys} />}>
          <SearchPalette opened={opened} onClose={close} takeTyped={keys.take} />
        </Suspense>
      )}
    </>
  );
}
