import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';

import { useNavigationBlocker } from './app-router';
import { useT } from './i18n/language-context';

/**
 * While `dirty`, leaving the page (a link, back, closing the tab) asks first. Renders the
 * question; put it anywhere inside the form's component.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  // Only the most recently registered blocker is asked, so a clean form registers
  // none: a page with several forms is guarded by the one that has changes.
  return dirty ? <DirtyGuard /> : null;
}

function DirtyGuard() {
  const t = useT();
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Modal
      opened={blocker.blocked}
      onClose={() => blocker.reset()}
      title={t('ui.unsavedChanges.title')}
      centered
    >
      <Text size="sm" mb="lg">
        {t('ui.unsavedChanges.text')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
          {t('ui.unsavedChanges.keepEditing')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed()}>
          {t('ui.unsavedChanges.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
