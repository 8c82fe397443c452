/**
 * The one Redis connection of a proxy instance (ioredis), set up so that Redis trouble is fast
 * and loud instead of a hang: no offline queue (a command while disconnected fails at once), a
 * bounded command timeout, and reconnection forever with a short back-off, so the instance
 * recovers by itself when Redis returns. `call` turns any failure into StoreUnavailableError.
 */
import { Redis } from 'ioredis';
import { StoreUnavailableError } from '../store-unavailable';

export interface SharedRedisOptions {
  url: string;
  /** Prepended to every key, so several deployments can share one Redis. */
  keyPrefix: string;
  /** Longest wait for any one command, ms; default 2000. */
  commandTimeoutMs?: number;
  /** Told once per outage and once per recovery; default console. */
  onStateChange?: (message: string) => void;
}

export interface SharedRedis {
  readonly client: Redis;
  readonly keyPrefix: string;
  /** Runs a command; every failure (down, timeout, error reply) becomes StoreUnavailableError. */
  call<T>(command: (client: Redis) => Promise<T>): Promise<T>;
  /** Resolves when connected, or false after `ms`. */
  waitUntilReady(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export function connectRedis(options: SharedRedisOptions): SharedRedis {
  const report = options.onStateChange ?? ((message: string) => console.warn(message));
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(50 * times, 1000),
    lazyConnect: false,
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    report(`[redis] unavailable (${error.message}); API requests answer 503 until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    report('[redis] connected again');
  });

  return {
    client,
    keyPrefix: options.keyPrefix,
    async call(command) {
      try {
        return await command(client);
      } catch (error) {
        throw new StoreUnavailableError(error);
      }
    },
    waitUntilReady(ms) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, ms);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
