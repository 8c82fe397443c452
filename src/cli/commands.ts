/**
 * What `narthex rules …` runs, loaded only when a command runs (see load-commands.ts): the
 * commands, and through them the rules engine and its packages.
 */
import { previewCommand } from './preview-command';
import { renderCommand } from './render-command';
import { validateCommand } from './validate-command';

export const commands = {
  validate: validateCommand,
  render: renderCommand,
  preview: previewCommand,
};

export type Commands = typeof commands;
