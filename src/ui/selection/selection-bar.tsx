import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { describeError } from '../query-error';
import { peopleEmails } from './people-emails';
import type { RowSelection } from './use-row-selection';

type CopyState =
  | { status: 'idle' | 'copying' }
  | { status: 'copied'; copied: number; missing: number }
  | { status: 'failed'; message: string };

const number = new Intl.NumberFormat();

function peopleCount(count: number): string {
  return `${number.format(count)} ${count === 1 ? 'person' : 'people'}`;
}

function copiedText(copied: number, missing: number): string {
  const first =
    copied === 0
      ? 'No e-mail addresses copied.'
      : `Copied ${number.format(copied)} e-mail ${copied === 1 ? 'address' : 'addresses'}.`;
  if (missing === 0) return first;
  return `${first} ${peopleCount(missing)} ${missing === 1 ? 'has' : 'have'} no e-mail address.`;
}

/**
 * What is selected in a list of people ("3 selected") and what can be done with it: copy their
 * e-mail addresses ("Name <address>, …") to the clipboard, or clear the selection.
 */
export function SelectionBar({ selection }: { selection: RowSelection }) {
  const client = useApiClient();
  const [copy, setCopy] = useState<CopyState>({ status: 'idle' });
  const count = selection.selected.size;

  const copyEmails = async () => {
    setCopy({ status: 'copying' });
    try {
      const { recipients, missing } = await peopleEmails(client, [...selection.selected.values()]);
      if (recipients.length > 0) await navigator.clipboard.writeText(recipients.join(', '));
      setCopy({ status: 'copied', copied: recipients.length, missing: missing.length });
    } catch (error) {
      const { title, message } = describeError(error);
      setCopy({ status: 'failed', message: `${title}: ${message}` });
    }
  };

  if (count === 0 && copy.status === 'idle') return null;
  return (
    <Paper withBorder p="xs" mb="xs" data-print-hide="" role="region" aria-label="Selection">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {number.format(count)} selected
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
            Copy e-mails
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
            Clear selection
          </Button>
        </Group>
      </Group>
      {copy.status === 'copied' && (
        <Text size="sm" mt="xs" role="status">
          {copiedText(copy.copied, copy.missing)}
        </Text>
      )}
      {copy.status === 'failed' && (
        <Alert color="red" variant="light" mt="xs" role="alert" title="E-mails not copied">
          {copy.message}
        </Alert>
      )}
    </Paper>
  );
}
