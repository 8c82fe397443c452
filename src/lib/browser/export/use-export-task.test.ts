// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useExportTask, type ExportControl } from './use-export-task';

let created: Blob[];
let clicked: string[];

beforeEach(() => {
  created = [];
  clicked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A task that waits for the test to finish it, so each state can be looked at. */
function controllableTask() {
  let control: ExportControl | undefined;
  let finish: (text: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const task = (given: ExportControl) => {
    control = given;
    return new Promise<{ text: string; filename: string; count: number }>((resolve, reject) => {
      finish = (text) => resolve({ text, filename: 'things-2026-11-22.csv', count: 2 });
      fail = reject;
      given.signal.addEventListener('abort', () => reject(given.signal.reason));
    });
  };
  return {
    task,
    progress: (fetched: number, total: number) => control?.onProgress({ fetched, total }),
    finish: (text: string) => finish(text),
    fail: (error: unknown) => fail(error),
    signal: () => control?.signal,
  };
}

describe('useExportTask', () => {
  it('reports progress, then downloads the finished file once', async () => {
    const { result } = renderHook(() => useExportTask());
    const run = controllableTask();

    act(() => result.current.start(run.task));
    expect(result.current.state).toEqual({ status: 'running', fetched: 0, total: undefined });
    act(() => run.progress(100, 250));
    expect(result.current.state).toEqual({ status: 'running', fetched: 100, total: 250 });

    await act(async () => run.finish('"a"\r\n'));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(result.current.state).toEqual({
      status: 'done',
      count: 2,
      filename: 'things-2026-11-22.csv',
    });
    expect(clicked).toEqual(['things-2026-11-22.csv']);
    expect(created).toHaveLength(1);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  });

  it('says cancelled and downloads nothing when cancelled', async () => {
    const { result } = renderHook(() => useExportTask());
    const run = controllableTask();

    act(() => result.current.start(run.task));
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'cancelled' }));
    expect(run.signal()?.aborted).toBe(true);
    expect(clicked).toEqual([]);
  });

  it('keeps the error of a failed export and downloads nothing', async () => {
    const { result } = renderHook(() => useExportTask());
    const run = controllableTask();
    const error = new Error('the service had a problem');

    act(() => result.current.start(run.task));
    await act(async () => run.fail(error));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', error }));
    expect(clicked).toEqual([]);

    act(() => result.current.dismiss());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('cancels a running export when the page goes away', () => {
    const { result, unmount } = renderHook(() => useExportTask());
    const run = controllableTask();
    act(() => result.current.start(run.task));
    unmount();
    expect(run.signal()?.aborted).toBe(true);
    expect(clicked).toEqual([]);
  });
});
