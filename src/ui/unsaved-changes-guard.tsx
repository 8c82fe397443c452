import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';

import { useNavigationBlocker } from './app-router';

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
      title="Discard unsaved changes?"
      centered
    >
      <Text size="sm" mb="lg">
        You have changes that are not saved. If you leave now, they are lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset()} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={() => blocker.proceed()}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
