/** What the action would do with the sample event: rules that match and why, tasks, write-back. */
import { Code, List, Stack, Text, Title } from '@mantine/core';

import type { Translate } from '../../lib/pure/i18n/translator';
import type { Preview, RulePreview } from '../../rules/preview';
import { useT } from '../../ui/i18n/language-context';
import { Message } from '../../ui/i18n/message';
import { Notice } from './notice';
import { TaskPreview } from './task-preview';

// The conditions' reasons, the stop reason, the notes and the warnings are the engine's
// diagnostics, in English like the CLI's (issue 42), marked lang="en" so a screen reader reads
// them as English; the sentences around them are the page's.

const MATCHED = '✓ ';
const UNMATCHED = '✗ ';

function Conditions({ rule }: { rule: RulePreview }) {
  const t = useT();
  if (rule.conditions.length === 0) {
    return <Text size="sm">{t('rules.preview.noConditions')}</Text>;
  }
  return (
    <List size="sm" spacing={2} listStyleType="none" ml={0} pl={0}>
      {rule.conditions.map((c) => (
        <List.Item key={c.key}>
          <Text span size="sm" fw={700}>
            {c.matched ? MATCHED : UNMATCHED}
            <code translate="no">{c.key}</code>
          </Text>
          <Text span size="sm" lang="en">
            {`: ${c.reason}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function MatchedRule({ rule }: { rule: RulePreview }) {
  const t = useT();
  return (
    <Stack gap="xs" data-testid={`rule-preview-${rule.index}`}>
      <Title order={3} size="h4">
        {t(rule.hasErrors ? 'rules.preview.ruleMatchesWithErrors' : 'rules.preview.ruleMatches', {
          index: rule.index,
        })}
      </Title>
      <Conditions rule={rule} />
      {rule.task && <TaskPreview task={rule.task} />}
      {rule.updateFields?.map((f) => (
        <Text key={f.gid} size="sm">
          {/* Elements as values: rendered text is never read as the message's markup. */}
          <Message
            id={f.dropped ? 'rules.preview.setsFieldSkipped' : 'rules.preview.setsField'}
            values={{ gid: <Code>{f.gid}</Code>, value: <Code>{f.value.text}</Code> }}
          />
        </Text>
      ))}
      {rule.markComplete && <Text size="sm">{t('rules.preview.marksComplete')}</Text>}
    </Stack>
  );
}

function resultText(preview: Preview, t: Translate): string {
  const runs = preview.runs ? 'yes' : 'no';
  if (preview.path === 'create') {
    const count = preview.tasks.filter((task) => task.created).length;
    return t('rules.preview.result.create', { runs, count });
  }
  if (preview.path === 'update') {
    return t('rules.preview.result.update', {
      runs,
      count: preview.linkedTaskIds.length,
      ids: preview.linkedTaskIds.join(', '),
    });
  }
  return t('rules.preview.result.nothing', { runs });
}

const WRAP = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function PreviewPane({ preview }: { preview: Preview }) {
  const t = useT();
  const matched = preview.rules.filter((r) => r.matched);
  const unmatched = preview.rules.filter((r) => !r.matched);
  return (
    <Stack gap="md" data-testid="rules-preview">
      {!preview.runs && (
        <Notice tone="error">
          <span lang="en">{preview.stoppedBecause}</span>
        </Notice>
      )}
      <Text size="sm">
        {preview.linkedTaskIds.length > 0
          ? t('rules.preview.bodyLinks', {
              ids: preview.linkedTaskIds.join(', '),
              key: preview.trackerKey,
            })
          : t('rules.preview.bodyLinksNone', { key: preview.trackerKey })}
      </Text>
      <Text fw={700} data-testid="preview-result">
        {resultText(preview, t)}
      </Text>
      {matched.map((rule) => (
        <MatchedRule key={rule.index} rule={rule} />
      ))}
      {unmatched.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('rules.preview.unmatchedTitle')}
          </Title>
          <List size="sm" spacing={4}>
            {unmatched.map((rule) => {
              const failed = rule.conditions.filter((c) => !c.matched);
              return (
                <List.Item key={rule.index}>
                  {failed.length > 0
                    ? t('rules.preview.unmatched', {
                        index: rule.index,
                        failures: failed.map((c) => `${c.key} — ${c.reason}`).join('; '),
                      })
                    : t('rules.preview.unmatchedNoConditions', { index: rule.index })}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
      {preview.comments.map((c) => (
        <Stack key={c.ruleIndex} gap={4}>
          <Title order={3} size="h4">
            {t('rules.preview.commentFrom', { index: c.ruleIndex })}
          </Title>
          <Code block>
            {c.value.text ||
              (c.value.error
                ? t('rules.preview.commentEmptyBecause', { error: c.value.error })
                : t('rules.preview.commentEmpty'))}
          </Code>
        </Stack>
      ))}
      {preview.bodyAfter !== undefined && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('rules.preview.bodyAfter')}
          </Title>
          <Code block data-testid="body-after" translate="no" style={WRAP}>
            {preview.bodyAfter}
          </Code>
        </Stack>
      )}
      {preview.followUp && preview.followUp.creatingRules.length > 0 && (
        <Notice tone="error">
          {t('rules.preview.loop', {
            count: preview.followUp.creatingRules.length,
            rules: preview.followUp.creatingRules.join(', '),
          })}
        </Notice>
      )}
      {preview.notes.map((note) => (
        <Text key={note} size="sm" c="dimmed" lang="en">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
