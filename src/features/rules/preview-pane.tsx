/** What the action would do with the sample event: rules that match and why, tasks, write-back. */
import { Code, List, Stack, Text, Title } from '@mantine/core';

import type { Preview, RulePreview } from '../../rules/preview';
import { Notice } from './notice';
import { TaskPreview } from './task-preview';

function Conditions({ rule }: { rule: RulePreview }) {
  if (rule.conditions.length === 0) return <Text size="sm">No conditions could be read.</Text>;
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0}>
      {rule.conditions.map((c) => (
        <List.Item key={c.key}>
          <Text span size="sm" fw={700}>
            {c.matched ? '✓ ' : '✗ '}
            {c.key}
          </Text>
          <Text span size="sm">
            {`: ${c.reason}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function MatchedRule({ rule }: { rule: RulePreview }) {
  return (
    <Stack gap="xs" data-testid={`rule-preview-${rule.index}`}>
      <Title order={3} size="h4">
        Rule {rule.index} matches{rule.hasErrors ? ' (it has errors)' : ''}
      </Title>
      <Conditions rule={rule} />
      {rule.task && <TaskPreview task={rule.task} />}
      {rule.updateFields?.map((f) => (
        <Text key={f.gid} size="sm">
          Sets field <Code>{f.gid}</Code> to{' '}
          {f.dropped ? '(empty: skipped)' : <Code>{f.value.text}</Code>}
        </Text>
      ))}
      {rule.markComplete && <Text size="sm">Marks the linked tasks complete.</Text>}
    </Stack>
  );
}

function resultText(preview: Preview): string {
  const created = preview.tasks.filter((t) => t.created).length;
  const when = preview.runs ? '' : 'Once it accepts the file, ';
  const action = preview.runs ? 'The action' : 'the action';
  if (preview.path === 'create') {
    return `${when}${action} creates ${created} task${created === 1 ? '' : 's'} and links ${created === 1 ? 'it' : 'them'} in the body.`;
  }
  if (preview.path === 'update') {
    return `${when}${action} updates the linked task${preview.linkedTaskIds.length === 1 ? '' : 's'} (${preview.linkedTaskIds.join(', ')}).`;
  }
  return `${when}${action} does nothing for this event.`;
}

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function PreviewPane({ preview }: { preview: Preview }) {
  const matched = preview.rules.filter((r) => r.matched);
  const unmatched = preview.rules.filter((r) => !r.matched);
  return (
    <Stack gap="md" data-testid="rules-preview">
      {!preview.runs && <Notice tone="error">{preview.stoppedBecause}</Notice>}
      <Text size="sm">
        {preview.linkedTaskIds.length > 0
          ? `The body links task ${preview.linkedTaskIds.join(', ')}, so ${preview.trackerKey} is true.`
          : `The body links no task, so ${preview.trackerKey} is false.`}
      </Text>
      <Text fw={700} data-testid="preview-result">
        {resultText(preview)}
      </Text>
      {matched.map((rule) => (
        <MatchedRule key={rule.index} rule={rule} />
      ))}
      {unmatched.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            Rules that do not match
          </Title>
          <List size="sm" spacing={4}>
            {unmatched.map((rule) => {
              const failed = rule.conditions.filter((c) => !c.matched);
              return (
                <List.Item key={rule.index}>
                  Rule {rule.index}:{' '}
                  {failed.length > 0
                    ? failed.map((c) => `${c.key} — ${c.reason}`).join('; ')
                    : 'it has no usable conditions'}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
      {preview.comments.map((c) => (
        <Stack key={c.ruleIndex} gap={4}>
          <Title order={3} size="h4">
            Comment from rule {c.ruleIndex}
          </Title>
          <Code block>
            {c.value.text || `(empty${c.value.error ? `: ${c.value.error}` : ''}, not posted)`}
          </Code>
        </Stack>
      ))}
      {preview.bodyAfter !== undefined && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            Body after the link-back
          </Title>
          <Code block data-testid="body-after" style={WRAP}>
            {preview.bodyAfter}
          </Code>
        </Stack>
      )}
      {preview.followUp && preview.followUp.creatingRules.length > 0 && (
        <Notice tone="error">
          {`The link-back edits the body, which fires an "edited" event; rule ${preview.followUp.creatingRules.join(', ')} matches it and creates another task — a loop.`}
        </Notice>
      )}
      {preview.notes.map((note) => (
        <Text key={note} size="sm" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
