import {
  dialects,
  isDialectName,
  specDialect,
  unknownDialectMessage,
} from '../api/catalog/dialects';
import type { Dialect } from '../api/catalog/dialects';
import { isCalendarDate } from '../api/catalog/wire-dates';
import type { SeedScale } from './seed/seed';
import { isSeedScale, seedScales } from './seed/scales';
import type { StartOptions } from './server';

export class SandboxArgsError extends Error {}

export interface SandboxArgs extends StartOptions {
  file: string;
  scale: SeedScale;
  seed: number;
  config: {
    dialect?: Dialect;
    lenient: boolean;
    rateLimit?: { limit: number; periodSeconds: number };
  };
}

function positiveInteger(name: string, text: string | undefined, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new SandboxArgsError(`--${name} must be a whole number from 1 to ${max} (got '${text}')`);
  }
  return Number(text);
}

export function parseSandboxArgs(values: {
  port?: string;
  host?: string;
  db?: string;
  scale?: string;
  seed?: string;
  'rate-limit'?: string;
  'rate-period'?: string;
  lenient?: boolean;
  anchor?: string;
  dialect?: string;
  live?: boolean;
}): SandboxArgs {
  if (values.dialect !== undefined && !isDialectName(values.dialect)) {
    throw new SandboxArgsError(unknownDialectMessage('--dialect', values.dialect));
  }
  const dialect = values.dialect === undefined ? specDialect : dialects[values.dialect];
  const scale = values.scale ?? 'small';
  if (!isSeedScale(scale)) {
    const choices = `${seedScales.slice(0, -1).join(', ')} or ${seedScales.at(-1) ?? ''}`;
    throw new SandboxArgsError(`--scale must be ${choices} (got '${scale}')`);
  }
  const limit = positiveInteger('rate-limit', values['rate-limit'], 1_000_000);
  const period = positiveInteger('rate-period', values['rate-period'], 86_400);
  if ((limit === undefined) !== (period === undefined)) {
    throw new SandboxArgsError('--rate-limit and --rate-period go together');
  }
  const port = values.port === undefined ? 8081 : Number(values.port);
  if (values.port !== undefined && (!/^\d+$/.test(values.port) || port > 65535)) {
    throw new SandboxArgsError(`--port must be a port number (got '${values.port}')`);
  }
  if (values.db === '') throw new SandboxArgsError('--db needs a path (or :memory:)');
  if (values.anchor !== undefined && !isCalendarDate(values.anchor)) {
    throw new SandboxArgsError(`--anchor must be a date YYYY-MM-DD (got '${values.anchor}')`);
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    file: values.db ?? 'data/sandbox.db',
    scale,
    seed: values.seed === undefined ? 1 : (positiveInteger('seed', values.seed, 2 ** 31) ?? 1),
    ...(values.anchor !== undefined ? { anchor: new Date(`${values.anchor}T12:00:00Z`) } : {}),
    ...(values.live ? { liveSession: {} } : {}),
    config: {
      ...(values.dialect !== undefined ? { dialect } : {}),
      lenient: values.lenient ?? dialect.unknownQueryNames === 'ignore',
      ...(limit !== undefined && period !== undefined
        ? { rateLimit: { limit, periodSeconds: period } }
        : {}),
    },
  };
}
