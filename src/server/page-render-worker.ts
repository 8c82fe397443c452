/**
 * The SSR bundle runs in a worker thread: rendering a page is a few hundred milliseconds of
 * synchronous work (more on a busy machine), which on the proxy's own thread would hold up every
 * other request meanwhile: the API calls of other users, and this very page's stylesheet and
 * scripts. The worker asks the proxy's thread for each call the rendering makes (`fetch`), so
 * they still go through the proxy's routes, session and pacing.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

import type {
  PageRenderer,
  PageRenderRequest,
  PageRenderResult,
} from '../lib/pure/page-render-contract';

type ToWorker =
  | { kind: 'would'; id: number; url: string; acceptLanguage: string | undefined }
  | { kind: 'render'; id: number; url: string; origin: string; acceptLanguage: string | undefined }
  | {
      kind: 'fetched';
      fetchId: number;
      status: number;
      headers: [string, string][];
      body: Uint8Array | null;
    }
  | { kind: 'fetch-failed'; fetchId: number; message: string }
  | { kind: 'abort'; id: number; reason: string };

type FromWorker =
  | { kind: 'ready'; headScripts: string }
  | { kind: 'load-failed'; message: string }
  | { kind: 'would'; id: number; value: boolean }
  | { kind: 'started'; id: number }
  | { kind: 'rendered'; id: number; result: PageRenderResult }
  | { kind: 'failed'; id: number; message: string }
  | {
      kind: 'fetch';
      id: number;
      fetchId: number;
      path: string;
      headers: Record<string, string>;
    };

/**
 * The worker's code: plain JavaScript (a worker gets no TypeScript loader), which loads the
 * bundle and answers the messages above.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const post = (message, transfer) => parentPort.postMessage(message, transfer);
(async () => {
  let renderer;
  try {
    renderer = (await import(workerData.bundleUrl)).pageRenderer;
    if (!renderer) throw new Error('the bundle exports no pageRenderer');
  } catch (error) {
    post({ kind: 'load-failed', message: String(error && error.stack || error) });
    return;
  }
  const fetches = new Map();
  const renders = new Map();
  let nextFetch = 0;
  parentPort.on('message', async (message) => {
    switch (message.kind) {
      case 'fetched': {
        const waiting = fetches.get(message.fetchId);
        fetches.delete(message.fetchId);
        waiting?.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
        return;
      }
      case 'fetch-failed': {
        const waiting = fetches.get(message.fetchId);
        fetches.delete(message.fetchId);
        waiting?.reject(new Error(message.message));
        return;
      }
      case 'abort':
        renders.get(message.id)?.abort(new Error(message.reason));
        return;
      case 'would': {
        let value = false;
        try {
          value = await renderer.wouldRender(message.url, message.acceptLanguage);
        } catch {}
        post({ kind: 'would', id: message.id, value });
        return;
      }
      case 'render': {
        post({ kind: 'started', id: message.id });
        const controller = new AbortController();
        renders.set(message.id, controller);
        const fetch = (path, init) =>
          new Promise((resolve, reject) => {
            const fetchId = nextFetch++;
            fetches.set(fetchId, { resolve, reject });
            post({ kind: 'fetch', id: message.id, fetchId, path, headers: (init && init.headers) || {} });
          });
        try {
          const result = await renderer.renderPage({
            url: message.url,
            origin: message.origin,
            acceptLanguage: message.acceptLanguage,
            fetch,
            signal: controller.signal,
          });
          post({ kind: 'rendered', id: message.id, result });
        } catch (error) {
          post({ kind: 'failed', id: message.id, message: String(error && error.stack || error) });
        } finally {
          renders.delete(message.id);
        }
        return;
      }
    }
  });
  post({ kind: 'ready', headScripts: renderer.headScripts });
})();
`;

export interface RenderWorker {
  /** The bundle's colour-scheme script, once the worker has loaded it. */
  readonly ready: Promise<string>;
  /** It stopped (crashed, or was terminated): start another. */
  readonly stopped: boolean;
  wouldRender: PageRenderer['wouldRender'];
  /** `onStarted`: called when the worker takes the render up (it may be busy with another). */
  renderPage(request: PageRenderRequest & { onStarted?: () => void }): Promise<PageRenderResult>;
  terminate(): Promise<void>;
}

/** Starts a worker on the SSR bundle at `bundleFile`; `version` tells builds apart. */
export function startRenderWorker(bundleFile: string, version: string): RenderWorker {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bundleUrl: `${pathToFileURL(bundleFile).href}?v=${encodeURIComponent(version)}` },
  });
  // It never keeps the process alive on its own.
  worker.unref();
  let nextId = 0;
  let dead: Error | undefined;
  const waiting = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();
  const fetchers = new Map<number, PageRenderRequest['fetch']>();
  const startedListeners = new Map<number, () => void>();
  let onReady: { resolve: (script: string) => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<string>((resolve, reject) => (onReady = { resolve, reject }));
  // Nobody may be waiting for it yet: a failure is reported to the next caller instead.
  ready.catch(() => undefined);

  const send = (message: ToWorker, transfer: ArrayBuffer[] = []) =>
    worker.postMessage(message, transfer);
  const die = (error: Error) => {
    dead ??= error;
    onReady?.reject(error);
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`the rendering worker stopped (exit code ${code})`)));
  worker.on('message', (message: FromWorker) => {
    switch (message.kind) {
      case 'ready':
        onReady?.resolve(message.headScripts);
        return;
      case 'load-failed':
        die(new Error(`the rendering bundle could not be loaded: ${message.message}`));
        void worker.terminate();
        return;
      case 'started':
        startedListeners.get(message.id)?.();
        startedListeners.delete(message.id);
        return;
      case 'fetch': {
        const fetchAs = fetchers.get(message.id);
        if (!fetchAs) return;
        fetchAs(message.path, { headers: message.headers }).then(
          async (response) => {
            const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
            send(
              {
                kind: 'fetched',
                fetchId: message.fetchId,
                status: response.status,
                headers: [...response.headers],
                body,
              },
              body ? [body.buffer as ArrayBuffer] : [],
            );
          },
          (error: unknown) =>
            send({ kind: 'fetch-failed', fetchId: message.fetchId, message: String(error) }),
        );
        return;
      }
      default: {
        const entry = waiting.get(message.id);
        waiting.delete(message.id);
        fetchers.delete(message.id);
        if (!entry) return;
        if (message.kind === 'would') entry.resolve(message.value as never);
        else if (message.kind === 'rendered') entry.resolve(message.result as never);
        else entry.reject(new Error(message.message));
      }
    }
  });

  const call = <T>(id: number, message: ToWorker): Promise<T> => {
    if (dead) return Promise.reject(dead);
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      send(message);
    });
  };

  return {
    ready,
    get stopped() {
      return dead !== undefined;
    },
    wouldRender: (url, acceptLanguage) => {
      const id = nextId++;
      return call<boolean>(id, { kind: 'would', id, url, acceptLanguage });
    },
    renderPage: (request) => {
      const id = nextId++;
      fetchers.set(id, request.fetch);
      if (request.onStarted) startedListeners.set(id, request.onStarted);
      const onAbort = () =>
        send({ kind: 'abort', id, reason: String(request.signal.reason ?? 'aborted') });
      request.signal.addEventListener('abort', onAbort, { once: true });
      return call<PageRenderResult>(id, {
        kind: 'render',
        id,
        url: request.url,
        origin: request.origin,
        acceptLanguage: request.acceptLanguage,
      }).finally(() => {
        request.signal.removeEventListener('abort', onAbort);
        fetchers.delete(id);
        startedListeners.delete(id);
      });
    },
    terminate: async () => {
      die(new Error('the rendering worker was stopped'));
      await worker.terminate();
    },
  };
}
