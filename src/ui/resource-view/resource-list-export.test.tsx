// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parse } from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sandboxAuth, startSandboxForComponentTests } from '../testing/sandbox-component-tests';
import { attributeColumn } from './attribute-column';
import { ResourceList } from './resource-list';

const sandbox = startSandboxForComponentTests();

let saved: { blob: Blob; name: string }[];
let lastBlob: Blob | undefined;

// jsdom has no downloads: the file is caught where the page hands it to the browser.
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
});

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(): read it as the browser's FileReader would. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

async function sandboxTotal(path: string): Promise<number> {
  const response = await fetch(`${sandbox.url()}${path}?per_page=1`, {
    headers: {
      Authorization: `Basic ${btoa(`${sandboxAuth.applicationId}:${sandboxAuth.secret}`)}`,
    },
  });
  const body = (await response.json()) as { meta: { total_count: number } };
  return body.meta.total_count;
}

const batchColumns = [
  attributeColumn('/giving/v2/batches', 'total_cents'),
  attributeColumn('/giving/v2/batches', 'status', { labels: { deposited: 'Deposited' } }),
];

/** The batches list, 10 a page, once it says how many there are; that number. */
async function showBatches(): Promise<number> {
  const total = await sandboxTotal('/giving/v2/batches');
  sandbox.renderAt(
    '/batches?per_page=10',
    <ResourceList path="/giving/v2/batches" noun="batches" columns={batchColumns} />,
  );
  await screen.findByText(new RegExp(`of ${new Intl.NumberFormat().format(total)} batches`));
  return total;
}

describe('ResourceList export', () => {
  it('exports every page of the query as CSV built from its columns', async () => {
    const total = await showBatches();
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(exportButton);

    expect(await screen.findByText('Export ready')).toBeTruthy();
    expect(saved).toHaveLength(1);
    const file = saved[0];
    // The whole list: its noun alone, not the day it was saved.
    expect(file?.name).toBe('batches.csv');
    const text = (await blobText(file!.blob)).replace(/^\ufeff/, '');
    const { data } = parse<string[]>(text.trim());
    expect(data[0]).toEqual(['ID', 'Total', 'Total currency', 'Status']);
    const rows = data.slice(1);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total);
    for (const row of rows) {
      expect(row[1]).toMatch(/^-?\d+(\.\d+)?$/);
      expect(row[2]).toMatch(/^[A-Z]{3}$/);
    }
  });

  it('offers to print the page, and all rows when there are few', async () => {
    const total = await showBatches();
    if (total > 10 && total <= 500) {
      expect(screen.getByRole('button', { name: 'Print this page' })).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Print all/ })).toBeTruthy();
    } else {
      expect(screen.getByRole('button', { name: /^Print/ })).toBeTruthy();
    }
  });
});
