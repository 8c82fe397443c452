/**
 * The session secret kept in the data folder when SESSION_SECRET is unset (D130): one line of
 * base64url (32 random bytes) in `session-secret` beside the session database, readable by its
 * owner only, so a restart keeps everyone signed in.
 *
 * It is made once, atomically: written whole to a file of its own, then linked into place, which
 * fails when another start got there first; that start's secret is then read, so two instances
 * starting at once agree. A file others may read or change, or whose content is not such a line,
 * is refused in words: it is never repaired, replaced or used as it is.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const sessionSecretFileName = 'session-secret';

export type SecretFileAnswer =
  { ok: true; secret: string; created: boolean } | { ok: false; problem: string };

/** What Narthex writes: base64url of at least 32 bytes (43 characters). */
const secretLine = /^[A-Za-z0-9_-]{43,1024}$/;

/** 32 random bytes as base64url, the format the file holds. */
export const newSessionSecret = (): string => randomBytes(32).toString('base64url');

/** The secret file of a session database (`data/sessions.db` → `data/session-secret`). */
export function sessionSecretFileFor(sessionDb: string): string {
  return path.join(path.dirname(sessionDb), sessionSecretFileName);
}

const errorCode = (error: unknown): string =>
  String((error as { code?: unknown } | null)?.code ?? (error as Error | null)?.message ?? error);

const remedy = (file: string) =>
  `delete ${file} to have a new one made (everyone signed in is then signed out), or set SESSION_SECRET`;

/** Why the open file may not serve, or undefined when it may: owner only, a short regular file. */
function fileProblem(fd: number, file: string): string | undefined {
  const stats = fstatSync(fd);
  if (!stats.isFile())
    return `${file} should hold the session secret but is not a file: ${remedy(file)}.`;
  // Windows has no such permission bits; its folders' access lists apply instead.
  if (process.platform !== 'win32' && (stats.mode & 0o077) !== 0) {
    const mode = (stats.mode & 0o777).toString(8).padStart(4, '0');
    return (
      `${file} holds the session secret but others than its owner may read or change it ` +
      `(mode ${mode}); it must be readable by its owner only. If nobody else had access, run ` +
      `chmod 600 ${file} and start again; otherwise ${remedy(file)}.`
    );
  }
  if (stats.size > 4096)
    return `${file} is damaged: it is too long for a session secret; ${remedy(file)}.`;
  return undefined;
}

/** The secret in `file`, undefined when there is no file. */
function readSecret(file: string): SecretFileAnswer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    return {
      ok: false,
      problem: `${file} (the session secret) cannot be read (${errorCode(error)}): ${remedy(file)}.`,
    };
  }
  try {
    const problem = fileProblem(fd, file);
    if (problem !== undefined) return { ok: false, problem };
    const text = readFileSync(fd, 'utf8').replace(/\r?\n$/, '');
    if (!secretLine.test(text)) {
      return {
        ok: false,
        problem:
          `${file} is damaged: it should hold one line of at least 43 letters, digits, - or _ ` +
          `(a session secret as Narthex makes it); ${remedy(file)}.`,
      };
    }
    return { ok: true, secret: text, created: false };
  } finally {
    closeSync(fd);
  }
}

/** Writes a new secret to a file of its own, then links it into place unless one is there. */
function createSecret(file: string, generate: () => string): SecretFileAnswer {
  const secret = generate();
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const fd = openSync(temporary, 'wx', 0o600);
    try {
      // A folder whose file system keeps no owner-only permissions is said now, not next start.
      const problem = fileProblem(fd, temporary)?.replaceAll(temporary, file);
      if (problem !== undefined) return { ok: false, problem };
      writeSync(fd, `${secret}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      // Another start made it first: use its secret, so both agree.
      return (
        readSecret(file) ?? { ok: false, problem: `${file} appeared and vanished while starting.` }
      );
    }
    return { ok: true, secret, created: true };
  } catch (error) {
    return {
      ok: false,
      problem:
        `The session secret could not be kept in ${file}: ${errorCode(error)}. Make its folder ` +
        'writable by this user, or set SESSION_SECRET.',
    };
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The secret kept in `file`, made there first when there is none. */
export function keptSessionSecret(
  file: string,
  generate: () => string = newSessionSecret,
): SecretFileAnswer {
  return readSecret(file) ?? createSecret(file, generate);
}
