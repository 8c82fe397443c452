import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { keptSessionSecret, sessionSecretFileFor } from './session-secret-file';

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'narthex-secret-'));
  file = sessionSecretFileFor(path.join(folder, 'data', 'sessions.db'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const permissions = (mode: number) => (mode & 0o777).toString(8);
const filesBeside = () => readdirSync(path.dirname(file));

describe('the session secret kept in the data folder', () => {
  it('is made once, readable by its owner only, beside the session database, and then reused', () => {
    const first = keptSessionSecret(file);
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    expect(path.dirname(file)).toBe(path.join(folder, 'data'));
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(file, 'utf8')).toBe(`${first.secret}\n`);
    expect(permissions(statSync(file).mode)).toBe('600');

    expect(keptSessionSecret(file)).toEqual({ ok: true, secret: first.secret, created: false });
    // Nothing is left of the writing.
    expect(filesBeside()).toEqual(['session-secret']);
  });

  it('agrees with another start that made it at the same moment', () => {
    let other: ReturnType<typeof keptSessionSecret> | undefined;
    // This start finds no file, and while it makes its secret the other start writes the file.
    const mine = keptSessionSecret(file, () => {
      other = keptSessionSecret(file);
      return 'this-start-loses-this-start-loses-this-start-loses';
    });
    expect(other).toMatchObject({ ok: true, created: true });
    expect(mine).toEqual(other && { ...other, created: false });
    expect(filesBeside()).toEqual(['session-secret']);
  });

  it('refuses a file others may read, in words, and leaves it as it is', () => {
    const first = keptSessionSecret(file);
    chmodSync(file, 0o644);
    const answer = keptSessionSecret(file);
    expect(answer.ok).toBe(false);
    if (answer.ok || !first.ok) return;
    expect(answer.problem).toContain(`${file} holds the session secret but others`);
    expect(answer.problem).toContain('(mode 0644)');
    expect(answer.problem).toContain(`chmod 600 ${file}`);
    expect(answer.problem).not.toContain(first.secret);
    expect(readFileSync(file, 'utf8')).toBe(`${first.secret}\n`);
    expect(permissions(statSync(file).mode)).toBe('644');

    chmodSync(file, 0o600);
    expect(keptSessionSecret(file)).toMatchObject({ ok: true, secret: first.secret });
  });

  it.each([
    ['empty', ''],
    ['short', 'x'.repeat(42)],
    ['not one line', `${'x'.repeat(43)}\n${'y'.repeat(43)}\n`],
    ['not base64url', `${'x'.repeat(40)} +/=\n`],
    ['binary', '\u0000\u0001\u00ff'.repeat(20)],
    ['far too long', 'x'.repeat(5000)],
  ])('refuses a damaged file (%s) and never uses or replaces it', (_, content) => {
    mkdirSync(path.dirname(file));
    writeFileSync(file, content, { mode: 0o600 });
    const answer = keptSessionSecret(file);
    expect(answer).toEqual({ ok: false, problem: expect.stringMatching(/is damaged/) as string });
    if (answer.ok) return;
    expect(answer.problem).toContain(`delete ${file} to have a new one made`);
    expect(answer.problem).toContain('or set SESSION_SECRET');
    if (content.length > 0) expect(answer.problem).not.toContain(content.slice(0, 40));
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('takes a secret written by hand in the same form, with or without a line end', () => {
    mkdirSync(path.dirname(file));
    const own = 'an-operator-made-secret-of-base64url-text-0123';
    writeFileSync(file, own, { mode: 0o600 });
    expect(keptSessionSecret(file)).toEqual({ ok: true, secret: own, created: false });
    writeFileSync(file, `${own}\r\n`);
    expect(keptSessionSecret(file)).toEqual({ ok: true, secret: own, created: false });
  });

  it('says so when something else is in its place', () => {
    mkdirSync(file, { recursive: true });
    const answer = keptSessionSecret(file);
    expect(answer).toEqual({
      ok: false,
      problem: expect.stringContaining(
        `${file} should hold the session secret but is not a file`,
      ) as string,
    });
  });
});
