import { Drawer } from '@mantine/core';
import { useState } from 'react';

import { CheckInDetails, useCheckInDetail } from './check-in-details';
import { checkInName } from './check-in-person';

function DrawerTitle({ id }: { id: string }) {
  const query = useCheckInDetail(id);
  return query.data ? `Check-in of ${checkInName(query.data)}` : 'Check-in';
}

export interface CheckInDrawerProps {
  /** The check_in URL parameter; undefined when the drawer is closed. */
  value: string | undefined;
  onClose: () => void;
  missingPerson: string;
}

/** One check-in's details beside the list; its open state is the URL's (see the param hook). */
export function CheckInDrawer({ value, onClose, missingPerson }: CheckInDrawerProps) {
  // Keeps the last check-in on screen while the drawer slides away.
  const [lastValue, setLastValue] = useState(value);
  if (value !== undefined && value !== lastValue) setLastValue(value);
  const shown = value ?? lastValue;

  return (
    <Drawer
      opened={value !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={shown === undefined ? 'Check-in' : <DrawerTitle id={shown} />}
      closeButtonProps={{ 'aria-label': 'Close check-in details' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown !== undefined && (
        <CheckInDetails key={shown} id={shown} missingPerson={missingPerson} />
      )}
    </Drawer>
  );
}
