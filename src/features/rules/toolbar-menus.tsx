/** The page's actions: start from a template, and export the rules or a workflow step. */
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconCopy, IconDownload, IconTemplate } from '@tabler/icons-react';

import {
  exportRules,
  exportWorkflowFile,
  exportWorkflowStep,
  exportWorkflowText,
} from '../../rules/export-workflow';
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

export interface ExportMenuProps {
  readonly rules: string;
  readonly userMappings: string;
  /** The editor holds a whole workflow file rather than a rules file. */
  readonly isWorkflow: boolean;
  readonly onMessage: (message: string) => void;
}

export function ExportMenu({ rules, userMappings, isWorkflow, onMessage }: ExportMenuProps) {
  const copy = (text: string, what: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => onMessage(`Copied ${what} to the clipboard.`))
      .catch(() => onMessage(`Could not copy ${what}: the browser refused. Use Download instead.`));
  };
  const download = (text: string, filename: string, what: string) => {
    downloadFile(text, filename);
    onMessage(`Downloaded ${what} as ${filename}.`);
  };
  return (
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
              onClick={() =>
                download(exportWorkflowText(rules), 'task-sync.yml', 'the workflow file')
              }
            >
              Download the workflow file
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Label>Rules, every GID quoted</Menu.Label>
            <Menu.Item
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => download(exportRules(rules), 'rules.yml', 'the rules')}
            >
              Download rules.yml
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={14} aria-hidden="true" />}
              onClick={() => copy(exportRules(rules), 'the rules')}
            >
              Copy the rules
            </Menu.Item>
            <Menu.Label>Workflow</Menu.Label>
            <Menu.Item
              leftSection={<IconCopy size={14} aria-hidden="true" />}
              onClick={() => copy(exportWorkflowStep(rules, userMappings), 'the workflow step')}
            >
              Copy the workflow step
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() =>
                download(
                  exportWorkflowStep(rules, userMappings),
                  'task-sync-step.yml',
                  'the workflow step',
                )
              }
            >
              Download the workflow step
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() =>
                download(
                  exportWorkflowFile(rules, userMappings),
                  'task-sync.yml',
                  'the workflow file',
                )
              }
            >
              Download a whole workflow file
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
