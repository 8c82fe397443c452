import { Box, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import { DateTimeText } from '../../../ui/date-time-text';
import { PersonLink } from '../../../ui/person-app-links';
import { QueryError } from '../../../ui/query-error';
import { FactList } from '../../../ui/resource-view/fact-list';
import { PASSES, passKindText, passOwnerText, type PassRecord } from './pass-types';

function PassCard({
  pass,
  onDelete,
}: {
  pass: PassRecord;
  /** Without it, no Delete (a service that lets no one delete passes). */
  onDelete: ((pass: PassRecord) => void) | undefined;
}) {
  const person = pass.related.person;
  return (
    <Paper withBorder p="sm" aria-label={`Pass ${pass.attributes.code}`} component="article">
      <FactList
        labelWidth="6rem"
        gap="sm"
        facts={{
          Code: (
            <Box component="span" ff="monospace" fw={700}>
              {pass.attributes.code}
            </Box>
          ),
          Kind: passKindText(pass.attributes.kind),
          Person: (
            <>
              {person ? (
                <PersonLink personId={person.id}>{passOwnerText(pass)}</PersonLink>
              ) : (
                <Text c="dimmed">{passOwnerText(pass)}</Text>
              )}
              {person?.attributes.child && ' (child)'}
            </>
          ),
          Created: <DateTimeText value={pass.attributes.created_at} size="sm" />,
        }}
      />
      {onDelete && (
        <Group justify="flex-end" mt="sm">
          <Button
            size="xs"
            variant="default"
            leftSection={
              <IconTrash size={14} color="var(--mantine-color-red-text)" aria-hidden="true" />
            }
            onClick={() => onDelete(pass)}
          >
            Delete…
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Finds a pass by its exact code (`?code=`), with its person. */
export function PassLookup({
  code,
  onCodeChange,
  onDelete,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  onDelete: ((pass: PassRecord) => void) | undefined;
}) {
  // A new code from the address (back/forward, a shared link) replaces what was typed.
  const [draft, setDraft] = useUrlDraft(code);
  const query = useApiList(
    PASSES,
    { where: { code }, include: ['person'] },
    { enabled: code !== '' },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCodeChange(draft);
  };

  let result = null;
  if (code !== '') {
    if (query.isPending) {
      result = (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Looking up {code}…</Text>
        </Group>
      );
    } else if (query.isError) {
      result = (
        <QueryError error={query.error} what="the pass" onRetry={() => void query.refetch()} />
      );
    } else if (query.data.records.length === 0) {
      result = (
        <Text size="sm" role="status">
          No pass has the code{' '}
          <Text span ff="monospace" fw={700}>
            {code}
          </Text>
          .
        </Text>
      );
    } else {
      result = (
        <Stack gap="sm" role="status" aria-label="Passes found">
          {query.data.records.map((pass) => (
            <PassCard key={pass.id} pass={pass} onDelete={onDelete} />
          ))}
        </Stack>
      );
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lookup-pass-heading">
      <Title order={2} size="h3" id="lookup-pass-heading" mb="sm">
        Look up a pass
      </Title>
      <form onSubmit={submit} role="search" aria-label="Look up a pass by code">
        <Group align="flex-end" gap="sm" mb="md" wrap="nowrap">
          <TextInput
            label="Pass code"
            description="The exact code, as printed or scanned."
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            Look up
          </Button>
        </Group>
      </form>
      {result}
    </Paper>
  );
}
