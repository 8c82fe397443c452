/** One task the action would create: every field as rendered, and what an empty one means. */
import { Code, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RenderedValue, TaskPreview as Task } from '../../rules/preview';
import { useT } from '../../ui/i18n/language-context';
import { HtmlNotesPreview } from './html-notes-preview';
import { Notice } from './notice';

function Rendered({ value }: { value: RenderedValue }) {
  const t = useT();
  if (value.text === '') {
    return (
      <Text size="sm" fs="italic">
        {value.error ? t('rules.task.emptyBecause', { error: value.error }) : t('rules.task.empty')}
      </Text>
    );
  }
  return (
    // The task's text comes from the pull request and the rules (content, not the interface).
    <Text size="sm" translate="no" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value.text}
    </Text>
  );
}

export function TaskPreview({ task }: { task: Task }) {
  const t = useT();
  const rows: [string, ReactNode][] = [
    [t('rules.task.title'), <Rendered key="t" value={task.title} />],
    [t('rules.task.project'), <Code key="p">{task.project}</Code>],
    [t('rules.task.workspace'), <Code key="w">{task.workspace}</Code>],
    [
      t('rules.task.section'),
      task.section ? (
        <Code key="s">{task.section}</Code>
      ) : (
        <Text key="s" size="sm">
          {t('rules.task.defaultSection')}
        </Text>
      ),
    ],
    [
      t('rules.task.assignee'),
      task.assignee ? (
        <Rendered key="a" value={task.assignee} />
      ) : (
        <Text key="a" size="sm">
          {t('rules.task.noAssignee')}
        </Text>
      ),
    ],
  ];
  if (task.notes) rows.push([t('rules.task.notes'), <Rendered key="n" value={task.notes} />]);
  for (const field of task.initialFields) {
    rows.push([
      t('rules.task.field', { gid: field.gid }),
      <Rendered key={field.gid} value={field.value} />,
    ]);
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
            {task.htmlNotes.error
              ? t('rules.task.htmlNotesEmptyBecause', { error: task.htmlNotes.error })
              : t('rules.task.htmlNotesEmpty')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('rules.task.htmlNotes')}
            </Text>
            <HtmlNotesPreview html={task.htmlNotes.text} />
          </Stack>
        ))}
      {task.warnings.map((warning) => (
        <Notice key={warning} tone="warning">
          <span lang="en">{warning}</span>
        </Notice>
      ))}
    </Stack>
  );
}
