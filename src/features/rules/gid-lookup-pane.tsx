/** Find section and custom-field GIDs of a project, through the server's task-tracker token. */
import { Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';

import type { Translate } from '../../lib/pure/i18n/translator';
import { useT } from '../../ui/i18n/language-context';
import { Notice } from './notice';
import {
  lookUpProject,
  type LookupField,
  type LookupOutcome,
  type LookupProblem,
} from './tracker-lookups-client';

export interface GidLookupPaneProps {
  /** Puts a quoted GID at the rules editor's cursor. */
  readonly onInsert: (gid: string) => void;
}

function problemText(problem: LookupProblem, t: Translate): string {
  switch (problem.reason) {
    case 'no-project':
      return t('rules.gid.noProject', { project: problem.project });
    case 'answered':
      return problem.detail || t('rules.gid.answered', { status: problem.status });
    case 'unreachable':
      return t('rules.gid.unreachable');
  }
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
  const t = useT();
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
                aria-label={t('rules.gid.insertLabel', { name: item.name })}
              >
                {t('rules.gid.insert')}
              </Button>
            </Group>
            {'enumOptions' in item && item.enumOptions.length > 0 && (
              <Text size="xs">
                {t('rules.gid.options', {
                  options: item.enumOptions.map((o) => `${o.name} (${o.gid})`).join(', '),
                })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </>
  );
}

export function GidLookupPane({ onInsert }: GidLookupPaneProps) {
  const t = useT();
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
            label={t('rules.gid.project')}
            description={t('rules.gid.projectDescription')}
            value={project}
            onChange={(e) => setProject(e.currentTarget.value)}
            error={project !== '' && !valid ? t('rules.gid.digitsOnly') : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={busy} disabled={!valid}>
            {t('rules.gid.lookUp')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'unavailable' && (
          <Notice tone="info">{t('rules.gid.unavailable')}</Notice>
        )}
        {outcome?.kind === 'error' && (
          <Notice tone="error">{problemText(outcome.problem, t)}</Notice>
        )}
        {outcome?.kind === 'found' && (
          <Stack gap="xs">
            <GidList title={t('rules.gid.sections')} items={outcome.sections} onInsert={onInsert} />
            <GidList title={t('rules.gid.fields')} items={outcome.fields} onInsert={onInsert} />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
