/** One task the action would create: every field as rendered, and what an empty one means. */
import { Code, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RenderedValue, TaskPreview as Task } from '../../rules/preview';
import { HtmlNotesPreview } from './html-notes-preview';
import { Notice } from './notice';

function Rendered({ value }: { value: RenderedValue }) {
  if (value.text === '') {
    return (
      <Text size="sm" fs="italic">
        (empty){value.error ? ` — ${value.error}` : ''}
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value.text}
    </Text>
  );
}

export function TaskPreview({ task }: { task: Task }) {
  const rows: [string, ReactNode][] = [
    ['Title', <Rendered key="t" value={task.title} />],
    ['Project', <Code key="p">{task.project}</Code>],
    ['Workspace', <Code key="w">{task.workspace}</Code>],
    [
      'Section',
      task.section ? (
        <Code key="s">{task.section}</Code>
      ) : (
        <Text key="s" size="sm">
          The project&apos;s default section
        </Text>
      ),
    ],
    [
      'Assignee',
      task.assignee ? (
        <Rendered key="a" value={task.assignee} />
      ) : (
        <Text key="a" size="sm">
          No one
        </Text>
      ),
    ],
  ];
  if (task.notes) rows.push(['Notes', <Rendered key="n" value={task.notes} />]);
  for (const field of task.initialFields) {
    rows.push([`Field ${field.gid}`, <Rendered key={field.gid} value={field.value} />]);
  }
  return (
    <Stack gap="xs" data-testid={`task-preview-${task.ruleIndex}`}>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w="8rem">{name}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {task.htmlNotes &&
        (task.htmlNotes.text === '' ? (
          <Text size="sm" fs="italic">
            HTML notes: (empty){task.htmlNotes.error ? ` — ${task.htmlNotes.error}` : ''}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              HTML notes
            </Text>
            <HtmlNotesPreview html={task.htmlNotes.text} />
          </Stack>
        ))}
      {task.warnings.map((warning) => (
        <Notice key={warning} tone="warning">
          {warning}
        </Notice>
      ))}
    </Stack>
  );
}
