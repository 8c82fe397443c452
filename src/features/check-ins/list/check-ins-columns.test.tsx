// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { DataTable } from '../../../ui/data-table';
import { testLanguage } from '../../../ui/testing/test-providers';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { checkInColumns, tableFields } from './check-ins-columns';
import { checkInsPath, tableIncludes, type CheckInRow } from './check-ins-query';

const sandbox = startSandboxForComponentTests();
const english = translatorOf(testLanguage('en').i18n);

/** Every row of a table as the text of its cells. */
function cellsOf(caption: string): string[][] {
  const rows = screen.getByRole('table', { name: caption }).querySelectorAll('tbody tr');
  return [...rows].map((tr) => [...tr.children].map((td) => td.textContent ?? ''));
}

describe('the check-ins table asks only what it shows', () => {
  it('asks for no medical notes and no emergency contact, and each column says what it reads', () => {
    expect(checkInColumns(english, '').every((column) => column.reads !== undefined)).toBe(true);
    expect(tableFields?.CheckIn).not.toContain('medical_notes');
    expect(tableFields?.CheckIn).not.toContain('emergency_contact_name');
    expect(tableFields?.CheckIn).not.toContain('emergency_contact_phone_number');
    expect(tableFields?.Person).toEqual([]);
  });

  it('shows the same cells from the sparse records as from the whole ones', async () => {
    const client = sandbox.client();
    const query = { include: tableIncludes, order: '-created_at', perPage: 10 } as const;
    const whole = await client.list(checkInsPath, query);
    const sparse = await client.list(checkInsPath, { ...query, fields: tableFields });
    expect(sparse.records.map((row) => row.id)).toEqual(whole.records.map((row) => row.id));
    expect(sparse.records.some((row) => row.related.person === null)).toBe(
      whole.records.some((row) => row.related.person === null),
    );
    for (const row of sparse.records) {
      expect(Object.keys(row.attributes)).not.toContain('medical_notes');
    }
    const columns = checkInColumns(english, 'No person record');
    sandbox.renderAt(
      '/check-ins',
      <>
        <DataTable caption="Whole" columns={columns} rows={whole.records} rowKey={(r) => r.id} />
        <DataTable
          caption="Sparse"
          columns={columns}
          rows={sparse.records as CheckInRow[]}
          rowKey={(r) => r.id}
        />
      </>,
    );
    // Times show once the organization's time zone is read.
    await waitFor(() => expect(screen.getAllByRole('time').length).toBeGreaterThan(0));
    expect(cellsOf('Sparse')).toEqual(cellsOf('Whole'));
    expect(cellsOf('Whole')).toHaveLength(10);
  });
});
