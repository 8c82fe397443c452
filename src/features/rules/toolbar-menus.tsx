/**
 * The page's actions: start from a template, and export the rules or a workflow step (in the
 * target's names; with errors, only after the author says so).
 */
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';

import {
  exportRules,
  exportWorkflowFile,
  exportWorkflowStep,
  exportWorkflowText,
} from '../../rules/export-workflow';
import type { RulesTarget } from '../../rules/target';
import { downloadFile } from './download-file';
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

interface ExportTexts {
  readonly rules: string;
  readonly userMappings: string;
  readonly target: RulesTarget;
}

/** What each item writes: every GID quoted, in the target's names (a step: the action's). */
const exportsFor = {
  rules: ({ rules, target }: ExportTexts) => exportRules(rules, { target }),
  workflowText: ({ rules, target }: ExportTexts) => exportWorkflowText(rules, { target }),
  workflowStep: ({ rules, userMappings, target }: ExportTexts) =>
    exportWorkflowStep(rules, userMappings, { target }),
  workflowFile: ({ rules, userMappings, target }: ExportTexts) =>
    exportWorkflowFile(rules, userMappings, { target }),
};

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
  const texts: ExportTexts = { rules, userMappings, target };

  const guarded = (run: () => void) => () => {
    if (question !== null) setPending({ run, question });
    else run();
  };
  const copy = (make: (texts: ExportTexts) => string, what: string) =>
    guarded(() => {
      navigator.clipboard
        .writeText(make(texts))
        .then(() => onMessage(`Copied ${what} to the clipboard.`))
        .catch(() =>
          onMessage(`Could not copy ${what}: the browser refused. Use Download instead.`),
        );
    });
  const download = (make: (texts: ExportTexts) => string, filename: string, what: string) =>
    guarded(() => {
      downloadFile(make(texts), filename);
      onMessage(`Downloaded ${what} as ${filename}.`);
    });
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
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                onClick={download(exportsFor.workflowText, 'task-sync.yml', 'the workflow file')}
              >
                Download the workflow file
              </Menu.Item>
            </>
          ) : (
            <>
              <Menu.Label>Rules, every GID quoted</Menu.Label>
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                onClick={download(exportsFor.rules, 'rules.yml', 'the rules')}
              >
                Download rules.yml
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden="true" />}
                onClick={copy(exportsFor.rules, 'the rules')}
              >
                Copy the rules
              </Menu.Item>
              <Menu.Label>Workflow</Menu.Label>
              <Menu.Item
                leftSection={<IconCopy size={14} aria-hidden="true" />}
                onClick={copy(exportsFor.workflowStep, 'the workflow step')}
              >
                Copy the workflow step
              </Menu.Item>
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                onClick={download(
                  exportsFor.workflowStep,
                  'task-sync-step.yml',
                  'the workflow step',
                )}
              >
                Download the workflow step
              </Menu.Item>
              <Menu.Item
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                onClick={download(exportsFor.workflowFile, 'task-sync.yml', 'the workflow file')}
              >
                Download a whole workflow file
              </Menu.Item>
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
