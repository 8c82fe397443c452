import type { Commands } from './commands';

/** The commands, and what to do once one has run (from the sources: nothing). */
export interface LoadedCommands {
  readonly commands: Commands;
  /** Called when the command has run (the compiled CLI keeps its code cache then). */
  ranCommand(): void;
}

/**
 * From the sources (tests, tsx). The compiled CLI has its own loader instead, put in this
 * module's place by scripts/build-cli.mjs: load-commands-compiled.ts.
 */
export async function loadCommands(): Promise<LoadedCommands> {
  const { commands } = await import('./commands');
  return { commands, ranCommand: () => undefined };
}
