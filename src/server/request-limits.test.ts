/**
 * Clients that take too long or go away, over raw TCP: a stalled body or stalled headers are
 * answered 408 in the API's shape and disconnected within the configured time; a client that
 * aborts mid-request is an info line, never an error with a stack.
 */
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, startRecordingUpstream } from './testing/proxy-harness';
import type { RecordingUpstream, RunningProxy } from './testing/proxy-harness';

interface Exchange {
  received: string;
  closedAfterMs: number;
}

/** Writes `bytes`, never finishes the request, and waits for the server to close. */
function stall(url: string, bytes: string): Promise<Exchange> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('close', () => resolve({ received, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
  });
}

const requestTimeoutSeconds = 1;
const partialPost =
  'POST /api/people/v2/households HTTP/1.1\r\nHost: 127.0.0.1\r\nX-CSRF: 1\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"data":';

describe('request limits', () => {
  let upstream: RecordingUpstream;
  let proxy: RunningProxy;
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    proxy = await startProxy({
      apiBaseUrl: upstream.url,
      requestTimeoutSeconds,
      logger: { level: 'info', stream },
    });
  });

  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('cuts off a body that never finishes with 408 within the request timeout', async () => {
    const { received, closedAfterMs } = await stall(proxy.url, partialPost);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"code":"request_timeout"');
    expect(closedAfterMs).toBeGreaterThanOrEqual(requestTimeoutSeconds * 1000 - 50);
    expect(closedAfterMs).toBeLessThan(requestTimeoutSeconds * 1000 + 2000);
    expect(upstream.requests).toHaveLength(0);
  });

  it('cuts off headers that never finish the same way', async () => {
    const { received, closedAfterMs } = await stall(
      proxy.url,
      'GET /api/people/v2/people HTTP/1.1\r\nHost: 127.0.0.1\r\nX-CSRF: 1\r\n',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(requestTimeoutSeconds * 1000 + 2000);
  });

  it('logs a client that aborts mid-body at info, without a stack', async () => {
    const before = logLines.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(new URL(proxy.url).port), '127.0.0.1', () => {
        socket.write(partialPost, () => setImmediate(() => socket.resetAndDestroy()));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await expect
      .poll(() => logLines.slice(before).some((line) => line.msg === 'client went away'))
      .toBe(true);
    const after = logLines.slice(before);
    expect(after.filter((line) => Number(line.level) >= 40)).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('stack');
    expect(upstream.requests).toHaveLength(0);
  });
});
