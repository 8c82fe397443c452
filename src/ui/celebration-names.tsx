import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { Celebration } from '../lib/pure/pastoral-care/celebrations';
import { personPages } from '../lib/pure/person-pages';

/** Whose birthday or anniversary it is: one person links to their profile; a couple reads as text. */
export function CelebrationNames({ celebration }: { celebration: Celebration }) {
  const [only, ...others] = celebration.people;
  if (!only || others.length > 0) {
    return (
      <Text size="sm" span>
        {celebration.names}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={personPages.profile(only.id)} size="sm">
      {celebration.names}
    </Anchor>
  );
}
