import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import type { Translate } from '../../lib/pure/i18n/translator';
import { useT } from '../i18n/language-context';
import { describeError } from '../query-error';
import { peopleEmails } from './people-emails';
import type { RowSelection } from './use-row-selection';

type CopyState =
  | { status: 'idle' | 'copying' }
  | { status: 'copied'; copied: number; missing: number }
  | { status: 'failed'; message: string };

function copiedText(t: Translate, copied: number, missing: number): string {
  const first = t('ui.selectionBar.copied', { copied });
  return missing === 0 ? first : `${first} ${t('ui.selectionBar.missing', { missing })}`;
}

/**
 * What is selected in a list of people ("3 selected") and what can be done with it: copy their
 * e-mail addresses ("Name <address>, …") to the clipboard, or clear the selection.
 */
export function SelectionBar({ selection }: { selection: RowSelection }) {
  const client = useApiClient();
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });
  const count = selection.selected.size;
  const t = useT();

  const copyEmails = async () => {
    setCopy({ status: 'copying' });
    try {
      const { recipients, missing } = await peopleEmails(client, [...selection.selected.values()]);
      if (recipients.length > 0) await navigator.clipboard.writeText(recipients.join(', '));
      setCopy({ status: 'copied', copied: recipients.length, missing: missing.length });
    } catch (error) {
      const { title, message } = describeError(error, t);
      setCopy({ status: 'failed', message: t('ui.selectionBar.failed', { title, message }) });
    }
  };

  if (count === 0 && copy.status === 'idle') return null;
  return (
    <Paper
      withBorder
      p="xs"
      mb="xs"
      data-print-hide=""
      role="region"
      aria-label={t('ui.selectionBar.label')}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t('ui.selectionBar.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden="true" />}
            onClick={() => void copyEmails()}
            loading={copy.status === 'copying'}
            disabled={count === 0}
          >
            {t('ui.selectionBar.copy')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              selection.clear();
              setCopy({ status: 'idle' });
            }}
            disabled={count === 0}
          >
            {t('ui.selectionBar.clear')}
          </Button>
        </Group>
      </Group>
      {copy.status === 'copied' && (
        <Text size="sm" mt="xs" role="status">
          {copiedText(t, copy.copied, copy.missing)}
        </Text>
      )}
      {copy.status === 'failed' && (
        <Alert
          color="red"
          variant="light"
          mt="xs"
          role="alert"
          title={t('ui.selectionBar.notCopied')}
        >
          {copy.message}
        </Alert>
      )}
    </Paper>
  );
}
