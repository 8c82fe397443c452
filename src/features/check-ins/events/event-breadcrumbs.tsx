import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';

import { EVENTS_PATH } from '../shared/event-paths';

/** Check-ins › Events › this event. */
export function EventBreadcrumbs({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="sm" separatorMargin={6}>
        <Anchor component={Link} to="/check-ins" size="sm">
          Check-ins
        </Anchor>
        <Anchor component={Link} to={EVENTS_PATH} size="sm">
          Events
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
