import { Anchor, Box, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { defaultMissingRule } from '../../../lib/pure/pastoral-care/missing-regulars';
import { useMissingRegulars } from '../../../lib/browser/pastoral-care/pastoral-care-queries';
import { personPages } from '../../../lib/pure/person-pages';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { HomeTile } from './home-tile';

/** The first names to call; the report lists every one. */
const SHOWN = 5;

const weeks = defaultMissingRule.missingWeeks;

/** Regulars with the report's default rule (3 check-ins in 8 weeks, none in 3), at any event. */
export function MissingRegularsTile({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const read = useMissingRegulars(defaultMissingRule, 'all', timeZone);
  const { found } = read;
  return (
    <HomeTile
      title={t('home.missing.title')}
      to="/reports/missing"
      linkLabel={t('home.missing.link')}
      query={{ isPending: !found && !read.error, error: read.error, refetch: read.refetch }}
      what={t('home.missing.what')}
    >
      {() => {
        const regulars = found?.regulars ?? [];
        const volunteers = found?.volunteers.length ?? 0;
        return (
          <Stack gap="sm">
            <Text>
              <Message
                id="home.missing.count"
                values={{ count: regulars.length, weeks, volunteers }}
                components={{ 0: <Text span fz={32} fw={700} data-testid="missing-count" /> }}
              />
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {regulars.slice(0, SHOWN).map((person) => (
                <Box component="li" key={person.personId}>
                  <Anchor component={Link} to={personPages.profile(person.personId)} size="sm">
                    {person.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {person.lastEventName ? (
                      <Message
                        id="home.missing.lastSeenAt"
                        values={{ event: person.lastEventName }}
                        components={{
                          0: <DateTimeText value={person.lastSeen} format="date" size="xs" />,
                        }}
                      />
                    ) : (
                      <Message
                        id="home.missing.lastSeen"
                        components={{
                          0: <DateTimeText value={person.lastSeen} format="date" size="xs" />,
                        }}
                      />
                    )}
                  </Text>
                </Box>
              ))}
            </Stack>
            {regulars.length > SHOWN && (
              <Text size="xs" c="dimmed">
                {t('home.tile.more', { count: regulars.length - SHOWN })}
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
