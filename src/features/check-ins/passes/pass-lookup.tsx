import { Box, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
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
  const t = useT();
  const person = pass.related.person;
  return (
    <Paper
      withBorder
      p="sm"
      aria-label={t('check-ins.passes.lookup.card', { code: pass.attributes.code })}
      component="article"
    >
      <FactList
        labelWidth="6rem"
        gap="sm"
        facts={{
          [t('check-ins.passes.lookup.code')]: (
            <Box component="span" ff="monospace" fw={700}>
              {pass.attributes.code}
            </Box>
          ),
          [t('check-ins.passes.lookup.kind')]: passKindText(t, pass.attributes.kind),
          [t('check-ins.passes.lookup.person')]: (
            <>
              {person ? (
                <PersonLink personId={person.id}>{passOwnerText(t, pass)}</PersonLink>
              ) : (
                <Text c="dimmed">{passOwnerText(t, pass)}</Text>
              )}
              {person?.attributes.child && ` ${t('check-ins.passes.lookup.child')}`}
            </>
          ),
          [t('check-ins.passes.lookup.created')]: (
            <DateTimeText value={pass.attributes.created_at} size="sm" />
          ),
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
            {t('check-ins.passes.lookup.delete')}
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
  const t = useT();
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
          <Text size="sm">{t('check-ins.passes.lookup.looking', { code })}</Text>
        </Group>
      );
    } else if (query.isError) {
      result = (
        <QueryError
          error={query.error}
          what={t('check-ins.passes.lookup.what')}
          onRetry={() => void query.refetch()}
        />
      );
    } else if (query.data.records.length === 0) {
      result = (
        <Text size="sm" role="status">
          <Message
            id="check-ins.passes.lookup.noPass"
            values={{ code }}
            components={{ 0: <Text span ff="monospace" fw={700} /> }}
          />
        </Text>
      );
    } else {
      result = (
        <Stack gap="sm" role="status" aria-label={t('check-ins.passes.lookup.found')}>
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
        {t('check-ins.passes.lookup.heading')}
      </Title>
      <form onSubmit={submit} role="search" aria-label={t('check-ins.passes.lookup.form')}>
        <Group align="flex-end" gap="sm" mb="md" wrap="nowrap">
          <TextInput
            label={t('check-ins.passes.lookup.label')}
            description={t('check-ins.passes.lookup.hint')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t('check-ins.passes.lookup.submit')}
          </Button>
        </Group>
      </form>
      {result}
    </Paper>
  );
}
