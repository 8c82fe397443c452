import { describe, expect, it } from 'vitest';
import { parseSandboxArgs, SandboxArgsError } from './cli-args';

/** The error parseSandboxArgs throws for these values (fails the test when it does not throw). */
function refusal(values: Parameters<typeof parseSandboxArgs>[0]): SandboxArgsError {
  try {
    parseSandboxArgs(values);
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxArgsError);
    return error as SandboxArgsError;
  }
  return expect.fail(`parseSandboxArgs accepted ${JSON.stringify(values)}`);
}

describe('parseSandboxArgs', () => {
  it('has defaults for everything', () => {
    expect(parseSandboxArgs({})).toEqual({
      port: 8081,
      host: '127.0.0.1',
      file: 'data/sandbox.db',
      scale: 'small',
      seed: 1,
      config: { lenient: false },
    });
  });

  it('reads the anchor day and refuses a bad one', () => {
    expect(parseSandboxArgs({ anchor: '2026-03-01' }).anchor).toEqual(
      new Date('2026-03-01T12:00:00Z'),
    );
    expect(refusal({ anchor: '2026-02-30' }).message).toBe(
      "--anchor must be a date YYYY-MM-DD (got '2026-02-30')",
    );
  });

  it('reads every option', () => {
    expect(
      parseSandboxArgs({
        port: '9000',
        host: '0.0.0.0',
        db: ':memory:',
        scale: 'large',
        seed: '42',
        'rate-limit': '10',
        'rate-period': '30',
        lenient: true,
        live: true,
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      file: ':memory:',
      scale: 'large',
      seed: 42,
      liveSession: {},
      config: { lenient: true, rateLimit: { limit: 10, periodSeconds: 30 } },
    });
  });

  it.each(['small', 'medium', 'large', 'xlarge'])('accepts --scale %s', (scale) => {
    expect(parseSandboxArgs({ scale }).scale).toBe(scale);
  });

  it.each(['1', '65535'])('accepts --port %s', (port) => {
    expect(parseSandboxArgs({ port }).port).toBe(Number(port));
  });

  it('accepts the largest seed and rate settings', () => {
    const args = parseSandboxArgs({
      seed: String(2 ** 31),
      'rate-limit': '1000000',
      'rate-period': '86400',
    });
    expect(args.seed).toBe(2 ** 31);
    expect(args.config.rateLimit).toEqual({ limit: 1_000_000, periodSeconds: 86_400 });
  });

  it('refuses --rate-limit without --rate-period, and the reverse', () => {
    for (const values of [{ 'rate-limit': '5' }, { 'rate-period': '60' }]) {
      expect(refusal(values).message).toBe('--rate-limit and --rate-period go together');
    }
  });

  it.each(['tiny', 'SMALL', '', 'medium '])('refuses --scale %j naming the choices', (scale) => {
    expect(refusal({ scale }).message).toBe(
      `--scale must be small, medium, large or xlarge (got '${scale}')`,
    );
  });

  it.each(['abc', '-1', '65536', '80.5', '', ' 80', '0x50', '1e3'])('refuses --port %j', (port) => {
    expect(refusal({ port }).message).toBe(`--port must be a port number (got '${port}')`);
  });

  it.each(['0', '-1', 'abc', '1.5', '', String(2 ** 31 + 1), '1e3'])(
    'refuses --seed %j with its range',
    (seed) => {
      expect(refusal({ seed }).message).toBe(
        `--seed must be a whole number from 1 to ${2 ** 31} (got '${seed}')`,
      );
    },
  );

  it.each([
    ['rate-limit', '0', 1_000_000],
    ['rate-limit', 'many', 1_000_000],
    ['rate-limit', '1000001', 1_000_000],
    ['rate-period', '0', 86_400],
    ['rate-period', '86401', 86_400],
    ['rate-period', '1.5', 86_400],
  ] as const)('refuses --%s %j with its range', (name, value, max) => {
    const values = { 'rate-limit': '5', 'rate-period': '60', [name]: value };
    expect(refusal(values).message).toBe(
      `--${name} must be a whole number from 1 to ${max} (got '${value}')`,
    );
  });

  it('refuses an empty --db', () => {
    expect(refusal({ db: '' }).message).toBe('--db needs a path (or :memory:)');
  });
});
