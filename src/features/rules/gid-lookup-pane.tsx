/** Find section and custom-field GIDs of a project, through the server's task-tracker token. */
import { Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';

import { Notice } from './notice';
import { lookUpProject, type LookupField, type LookupOutcome } from './tracker-lookups-client';

export interface GidLookupPaneProps {
  /** Puts a quoted GID at the rules editor's cursor. */
  readonly onInsert: (gid: string) => void;
}

/** Sections or custom fields, each with a button that inserts its GID. */
function GidList({
  title,
  items,
  onInsert,
}: {
  title: string;
  items: readonly (LookupField | Omit<LookupField, 'type' | 'enumOptions'>)[];
  onInsert: (gid: string) => void;
}) {
  return (
    <>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.gid}>
            <Group gap="xs">
              {item.name}
              {'type' in item ? ` (${item.type})` : ''} <Code>{item.gid}</Code>{' '}
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => onInsert(item.gid)}
                aria-label={`Insert GID of ${item.name}`}
              >
                Insert
              </Button>
            </Group>
            {'enumOptions' in item && item.enumOptions.length > 0 && (
              <Text size="xs">
                Options: {item.enumOptions.map((o) => `${o.name} (${o.gid})`).join(', ')}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </>
  );
}

export function GidLookupPane({ onInsert }: GidLookupPaneProps) {
  const [project, setProject] = useState('');
  const [outcome, setOutcome] = useState<LookupOutcome | undefined>();
  const [busy, setBusy] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const valid = /^\d+$/.test(project.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    lookUpProject(project.trim(), controller.signal)
      .then((result) => setOutcome(result))
      .catch(() => undefined)
      .finally(() => {
        if (pending.current === controller) setBusy(false);
      });
  };

  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Project GID"
            description="From the project's address: …/0/{workspace}/{project}"
            value={project}
            onChange={(e) => setProject(e.currentTarget.value)}
            error={project !== '' && !valid ? 'Digits only' : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={busy} disabled={!valid}>
            Look up
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'unavailable' && (
          <Notice tone="info">
            GID lookup needs a task-tracker token on the server (TRACKER_TOKEN). Until one is set,
            copy GIDs from the tracker&apos;s web addresses.
          </Notice>
        )}
        {outcome?.kind === 'error' && <Notice tone="error">{outcome.message}</Notice>}
        {outcome?.kind === 'found' && (
          <Stack gap="xs">
            <GidList title="Sections" items={outcome.sections} onInsert={onInsert} />
            <GidList title="Custom fields" items={outcome.fields} onInsert={onInsert} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
