import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';

import { guardCell, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number | null;
  active: boolean;
  note?: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Active', value: (row) => row.active },
  { header: 'Note', value: (row) => row.note },
];

describe('toCsv', () => {
  it('quotes every field, doubles quotes inside and ends every line with CRLF', () => {
    const text = toCsv(
      [
        { name: 'Ann "Annie" Lee', amount: 12.5, active: true, note: 'line one\nline two' },
        { name: 'Bo, Jr.', amount: null, active: false },
      ],
      columns,
    );
    expect(text).toBe(
      [
        '"Name","Amount","Active","Note"',
        '"Ann ""Annie"" Lee","12.5","true","line one\nline two"',
        '"Bo, Jr.","","false",""',
        '',
      ].join('\r\n'),
    );
  });

  it('round-trips through a CSV parser', () => {
    const rows: Row[] = [
      { name: 'Zoë Ångström', amount: -3, active: true, note: 'a,b;"c"' },
      { name: '', amount: 0, active: false, note: '' },
    ];
    const parsed = parse<string[]>(toCsv(rows, columns), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Name', 'Amount', 'Active', 'Note'],
      ['Zoë Ångström', '-3', 'true', 'a,b;"c"'],
      ['', '0', 'false', ''],
    ]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('"Name","Amount","Active","Note"\r\n');
  });

  it('guards text cells that a spreadsheet would run as a formula', () => {
    const text = toCsv(
      [
        { name: '=HYPERLINK("http://evil.test","x")', amount: -5, active: true, note: '+1' },
        { name: '@SUM(A1)', amount: 1, active: true, note: '-2+3' },
        { name: '\t=1+1', amount: 1, active: true, note: '\r=1' },
      ],
      columns,
    );
    const parsed = parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.data.slice(1)).toEqual([
      [`'=HYPERLINK("http://evil.test","x")`, '-5', 'true', "'+1"],
      ["'@SUM(A1)", '1', 'true', "'-2+3"],
      ["'\t=1+1", '1', 'true', "'\r=1"],
    ]);
  });

  it('guards headers too', () => {
    const text = toCsv([{ n: 1 }], [{ header: '=cmd', value: (row) => row.n }]);
    expect(text.split('\r\n')[0]).toBe(`"'=cmd"`);
  });
});

describe('guardCell', () => {
  it.each(['=1+1', '+1', '-1+2', '-A1', '@A1', '\t1', '\r1'])(
    'prefixes %j with a quote',
    (cell) => {
      expect(guardCell(cell)).toBe(`'${cell}`);
    },
  );

  // A plain negative decimal (an amount written as text) cannot run as a formula.
  it.each(['Ann', '', ' =1', '1-2', 'a@b.test', "'=1", '-1', '-12.50'])(
    'leaves %j alone',
    (cell) => {
      expect(guardCell(cell)).toBe(cell);
    },
  );
});
