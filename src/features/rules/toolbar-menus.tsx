/**
 * The page's actions: start from a template, and export the rules or a workflow step (in the
 * target's names; with errors, only after the author says so).
 */
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';

import { downloadText } from '../../lib/browser/export/download';
import {
  exportRules,
  exportWorkflowFile,
  exportWorkflowStep,
  exportWorkflowText,
} from '../../rules/export-workflow';
import type { RulesTarget } from '../../rules/target';
import { useT } from '../../ui/i18n/language-context';
import { GALLERY, type GalleryTemplate } from './gallery';

export function GalleryMenu({ onPick }: { onPick: (template: GalleryTemplate) => void }) {
  const t = useT();
  return (
    <Menu position="bottom-end" width={320}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconTemplate size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          {t('rules.toolbar.template')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {GALLERY.map((template) => (
          <Menu.Item key={template.id} onClick={() => onPick(template)}>
            <Text size="sm" fw={600}>
              {t(template.name)}
            </Text>
            <Text size="xs">{t(template.description)}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** What is exported, as the messages name it: the rules, the workflow step, a workflow file. */
type What = 'rules' | 'step' | 'workflow';

export interface ExportMenuProps {
  readonly rules: string;
  readonly userMappings: string;
  readonly target: RulesTarget;
  /** The editor holds a whole workflow file rather than a rules file. */
  readonly isWorkflow: boolean;
  /** What to ask before exporting (export-question.ts), or null when nothing needs asking. */
  readonly question: string | null;
  readonly onMessage: (message: string) => void;
}

export function ExportMenu({
  rules,
  userMappings,
  target,
  isWorkflow,
  question,
  onMessage,
}: ExportMenuProps) {
  const t = useT();
  /** An export waiting for the author's answer, and the question they were asked. */
  const [pending, setPending] = useState<{ run: () => void; question: string } | undefined>();
  // Every GID quoted, in the target's names (a step: the action's).
  const options = { target };

  const guarded = (run: () => void) => () => {
    if (question !== null) setPending({ run, question });
    else run();
  };
  const copy = (label: string, what: What, make: () => string) => (
    <Menu.Item
      leftSection={<IconCopy size={14} aria-hidden="true" />}
      onClick={guarded(() => {
        navigator.clipboard
          .writeText(make())
          .then(() => onMessage(t('rules.export.copied', { what })))
          .catch(() => onMessage(t('rules.export.copyRefused', { what })));
      })}
    >
      {label}
    </Menu.Item>
  );
  const download = (label: string, filename: string, what: What, make: () => string) => (
    <Menu.Item
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      onClick={guarded(() => {
        // No byte order mark: YAML files should not start with one.
        downloadText(make(), filename, 'application/yaml;charset=utf-8', false);
        onMessage(t('rules.export.downloaded', { what, filename }));
      })}
    >
      {label}
    </Menu.Item>
  );
  // The file names are the action's conventions, the same in every language.
  const items = {
    workflowText: download(
      t('rules.export.downloadWorkflowFile'),
      'task-sync.yml',
      'workflow',
      () => exportWorkflowText(rules, options),
    ),
    downloadRules: download(t('rules.export.downloadRules'), 'rules.yml', 'rules', () =>
      exportRules(rules, options),
    ),
    copyRules: copy(t('rules.export.copyRules'), 'rules', () => exportRules(rules, options)),
    copyStep: copy(t('rules.export.copyStep'), 'step', () =>
      exportWorkflowStep(rules, userMappings, options),
    ),
    downloadStep: download(t('rules.export.downloadStep'), 'task-sync-step.yml', 'step', () =>
      exportWorkflowStep(rules, userMappings, options),
    ),
    workflowFile: download(
      t('rules.export.downloadWholeWorkflow'),
      'task-sync.yml',
      'workflow',
      () => exportWorkflowFile(rules, userMappings, options),
    ),
  };
  const cancel = () => {
    setPending(undefined);
    onMessage(t('rules.export.cancelled'));
  };

  return (
    <>
      <Menu position="bottom-end" width={280}>
        <Menu.Target>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            {t('rules.export.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isWorkflow ? (
            <>
              <Menu.Label>{t('rules.export.workflowQuoted')}</Menu.Label>
              {items.workflowText}
            </>
          ) : (
            <>
              <Menu.Label>{t('rules.export.rulesQuoted')}</Menu.Label>
              {items.downloadRules}
              {items.copyRules}
              <Menu.Label>{t('rules.export.workflow')}</Menu.Label>
              {items.copyStep}
              {items.downloadStep}
              {items.workflowFile}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={pending !== undefined}
        onClose={cancel}
        title={t('rules.export.confirmTitle')}
        centered
        trapFocus
        closeOnEscape
      >
        <Text mb="md" data-testid="export-confirm-message">
          {pending?.question}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} data-autofocus>
            {t('rules.export.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              const run = pending?.run;
              setPending(undefined);
              run?.();
            }}
          >
            {t('rules.export.anyway')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
