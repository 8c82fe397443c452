import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { defaultMissingRule } from '../../../lib/pure/pastoral-care/missing-regulars';
import { useMissingRegulars } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { personPages } from '../../../lib/pure/person-pages';
import { DateTimeText } from '../../../ui/date-time-text';
import { HomeTile } from './home-tile';

/** The first names to call; the report lists every one. */
const SHOWN = 5;

const weeks = defaultMissingRule.missingWeeks;

/** Regulars with the report's default rule (3 check-ins in 8 weeks, none in 3), at any event. */
export function MissingRegularsTile({ timeZone }: { timeZone: string | undefined }) {
  const read = useMissingRegulars(defaultMissingRule, 'all', timeZone);
  const { found } = read;
  return (
    <HomeTile
      title="Missing regulars"
      to="/reports/missing"
      linkLabel="Follow up"
      query={{ isPending: !found && !read.error, error: read.error, refetch: read.refetch }}
      what="missing regulars"
    >
      {() => {
        const regulars = found?.regulars ?? [];
        const volunteers = found?.volunteers.length ?? 0;
        return (
          <Stack gap="sm">
            <Text>
              <Text span fz={32} fw={700} data-testid="missing-count">
                {regulars.length}
              </Text>{' '}
              {regulars.length === 1 ? 'regular has' : 'regulars have'} missed {weeks} weeks or more
              {volunteers > 0
                ? `, and ${volunteers} ${volunteers === 1 ? 'volunteer' : 'volunteers'}.`
                : '.'}
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {regulars.slice(0, SHOWN).map((person) => (
                <Box component="li" key={person.personId}>
                  <Anchor component={Link} to={personPages.profile(person.personId)} size="sm">
                    {person.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Last seen <DateTimeText value={person.lastSeen} format="date" size="xs" />
                    {person.lastEventName ? ` at ${person.lastEventName}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
            {regulars.length > SHOWN && (
              <Text size="xs" c="dimmed">
                and {regulars.length - SHOWN} more.
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
