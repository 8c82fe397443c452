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
import { GALLERY, type GalleryTemplate } from './gallery';

export function GalleryMenu({ onPick }: { onPick: (template: GalleryTemplate) => void }) {
  return (
    <Menu position="bottom-end" width={320}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconTemplate size={16} aria-hidden="true" />}
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
        >
          Start from a template
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {GALLERY.map((template) => (
          <Menu.Item key={template.id} onClick={() => onPick(template)}>
            <Text size="sm" fw={600}>
              {template.name}
            </Text>
            <Text size="xs">{template.description}</Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface ExportMenuProps {
  readonly rules: string;
  readonly userMappings: string;
  readonly target: RulesTarget;
  /** The editor holds a whole workflow file rather than a rules file. */
  readonly isWorkflow: boolean;
  /**
   * What to ask before exporting ("The file has 3 errors. Export anyway?"), or null when the
   * file has no errors the export leaves (warnings alone do not ask).
   */
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
  /** An export waiting for the author's answer, and the question they were asked. */
  const [pending, setPending] = useState<{ run: () => void; question: string } | undefined>();
  // Every GID quoted, in the target's names (a step: the action's).
  const options = { target };

  const guarded = (run: () => void) => () => {
    if (question !== null) setPending({ run, question });
    else run();
  };
  const copy = (label: string, what: string, make: () => string) => (
    <Menu.Item
      leftSection={<IconCopy size={14} aria-hidden="true" />}
      onClick={guarded(() => {
        navigator.clipboard
          .writeText(make())
          .then(() => onMessage(`Copied ${what} to the clipboard.`))
          .catch(() =>
            onMessage(`Could not copy ${what}: the browser refused. Use Download instead.`),
          );
      })}
    >
      {label}
    </Menu.Item>
  );
  const download = (label: string, filename: string, what: string, make: () => string) => (
    <Menu.Item
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      onClick={guarded(() => {
        // No byte order mark: YAML files should not start with one.
        downloadText(make(), filename, 'application/yaml;charset=utf-8', false);
        onMessage(`Downloaded ${what} as ${filename}.`);
      })}
    >
      {label}
    </Menu.Item>
  );
  const cancel = () => {
    setPending(undefined);
    onMessage('Export cancelled: nothing was exported.');
  };

  return (
    <>
      <Menu position="bottom-end" width={280}>
        <Menu.Target>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isWorkflow ? (
            <>
              <Menu.Label>Workflow, every GID quoted</Menu.Label>
              {download('Download the workflow file', 'task-sync.yml', 'the workflow file', () =>
                exportWorkflowText(rules, options),
              )}
            </>
          ) : (
            <>
              <Menu.Label>Rules, every GID quoted</Menu.Label>
              {download('Download rules.yml', 'rules.yml', 'the rules', () =>
                exportRules(rules, options),
              )}
              {copy('Copy the rules', 'the rules', () => exportRules(rules, options))}
              <Menu.Label>Workflow</Menu.Label>
              {copy('Copy the workflow step', 'the workflow step', () =>
                exportWorkflowStep(rules, userMappings, options),
              )}
              {download(
                'Download the workflow step',
                'task-sync-step.yml',
                'the workflow step',
                () => exportWorkflowStep(rules, userMappings, options),
              )}
              {download(
                'Download a whole workflow file',
                'task-sync.yml',
                'the workflow file',
                () => exportWorkflowFile(rules, userMappings, options),
              )}
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={pending !== undefined}
        onClose={cancel}
        title="Export with errors?"
        centered
        trapFocus
        closeOnEscape
      >
        <Text mb="md" data-testid="export-confirm-message">
          {pending?.question}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              const run = pending?.run;
              setPending(undefined);
              run?.();
            }}
          >
            Export anyway
          </Button>
        </Group>
      </Modal>
    </>
  );
}
