/**
 * Test harness for several proxy instances sharing Redis: a real redis-server of the test's own
 * (free loopback port, its own temporary folder, append-only file fsynced on every write, so a
 * crash loses nothing it acknowledged), which the test can kill and start again; and proxy
 * instances built exactly as `npm start` builds them (createInstanceParts + createProxyServer),
 * listening on free ports, each with its own Redis connection, session store and refresher.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { Clock as PacingClock } from '../../api/rate-pacer';
import { closedPort } from '../auth/testing/harness';
import type { Clock } from '../auth/clock';
import type { ProxyConfig } from '../config';
import { createInstanceParts } from '../instance-parts';
import { createProxyServer } from '../proxy-server';

export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: a crash, no shutdown save) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder (the append-only file is replayed). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await closedPort();
  const dir = mkdtempSync(path.join(tmpdir(), 'narthex-redis-'));
  let child: ChildProcess | undefined;
  let output = '';

  const launch = async () => {
    output = '';
    const process_ = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--logfile',
        '',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = process_;
    process_.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    process_.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const spawned = new Promise<void>((resolve, reject) => {
      process_.once('spawn', resolve);
      process_.once('error', (error) =>
        reject(
          new Error(
            `redis-server could not be started (${error.message}). The multi-instance tests need ` +
              "Debian's redis-server: apt-get install redis-server (.ci/run installs it).",
          ),
        ),
      );
    });
    await spawned;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (process_.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
      if (await ping(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
  };

  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    port,
    kill,
    restart: launch,
    close: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningInstance {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** One proxy instance as `npm start` composes it (the clocks and AS fetch may be the test's). */
export async function startInstance(
  config: ProxyConfig,
  options: { clock?: Clock; pacingClock?: PacingClock; oauthFetch?: CustomFetch } = {},
): Promise<RunningInstance> {
  const parts = createInstanceParts(config, {
    logger: { info: () => undefined, warn: () => undefined },
    warn: () => undefined,
    ...options,
  });
  if (parts.redis && !(await parts.redis.waitUntilReady(5000))) {
    throw new Error('the instance could not connect to Redis');
  }
  const app = await createProxyServer({
    config,
    auth: parts.auth,
    rateBudgets: parts.rateBudgets,
    sharedSettings: parts.settings,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    close: async () => {
      await app.close();
      await parts.close();
    },
  };
}
