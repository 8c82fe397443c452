/** Find section and custom-field GIDs of a project, through the server's task-tracker token. */
import { Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';

import { Notice } from './notice';
import { lookUpProject, type LookupOutcome } from './tracker-lookups-client';

export interface GidLookupPaneProps {
  /** Puts a quoted GID at the rules editor's cursor. */
  readonly onInsert: (gid: string) => void;
}

function InsertButton({
  gid,
  label,
  onInsert,
}: {
  gid: string;
  label: string;
  onInsert: (gid: string) => void;
}) {
  return (
    <Button
      size="compact-xs"
      variant="default"
      onClick={() => onInsert(gid)}
      aria-label={`Insert GID of ${label}`}
    >
      Insert
    </Button>
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
            <Text fw={700} size="sm">
              Sections
            </Text>
            <List size="sm" spacing={4}>
              {outcome.sections.map((s) => (
                <List.Item key={s.gid}>
                  <Group gap="xs">
                    {s.name} <Code>{s.gid}</Code>{' '}
                    <InsertButton gid={s.gid} label={s.name} onInsert={onInsert} />
                  </Group>
                </List.Item>
              ))}
            </List>
            <Text fw={700} size="sm">
              Custom fields
            </Text>
            <List size="sm" spacing={4}>
              {outcome.fields.map((f) => (
                <List.Item key={f.gid}>
                  <Group gap="xs">
                    {f.name} ({f.type}) <Code>{f.gid}</Code>{' '}
                    <InsertButton gid={f.gid} label={f.name} onInsert={onInsert} />
                  </Group>
                  {f.enumOptions.length > 0 && (
                    <Text size="xs">
                      Options: {f.enumOptions.map((o) => `${o.name} (${o.gid})`).join(', ')}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </div>
    </Stack>
  );
}
