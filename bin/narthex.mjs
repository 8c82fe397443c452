#!/usr/bin/env node
// Launcher for the `narthex` command: loads the TypeScript sources through tsx's ESM hooks.
/* global process, URL */
import { register } from 'tsx/esm/api';

register();
const { runNarthex } = await import(new URL('../src/cli/narthex.ts', import.meta.url).href);
process.exitCode = runNarthex(process.argv.slice(2));
