import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  emptyLetterhead,
  hasControlCharacters,
  imageSize,
  isTaxDeductible,
  letterheadLimits,
  MAX_LOGO_BYTES,
  readGivingFundsSettings,
  readStatementLetterhead,
  readStatementLogo,
} from './statement-settings';

/** A PNG's first bytes: signature and IHDR with its size. */
function png(width: number, height: number, extra = 0): Uint8Array {
  const bytes = new Uint8Array(33 + extra);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's first bytes: SOI, an APP0 segment, then SOF0 with its size. */
function jpeg(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    4,
    0,
    0,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    0,
    0,
    0,
    0,
    0,
  ]);
  return bytes;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('giving-funds', () => {
  it('counts a fund unless it is marked not tax-deductible', () => {
    const reading = readGivingFundsSettings({
      funds: { '7': { taxDeductible: false }, '1': { taxDeductible: true } },
    });
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(isTaxDeductible(reading.value, '7')).toBe(false);
    expect(isTaxDeductible(reading.value, '1')).toBe(true);
    expect(isTaxDeductible(reading.value, '2')).toBe(true);
  });

  it('refuses what is not a fund id with a yes or no, saying where', () => {
    const reading = readGivingFundsSettings({
      funds: { abc: { taxDeductible: true }, '2': { taxDeductible: 'no' } },
      other: 1,
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((p) => p.pointer).sort()).toEqual([
      '/value/funds/2',
      '/value/funds/abc',
      '/value/other',
    ]);
  });
});

describe('statement-letterhead', () => {
  const valid = {
    ...emptyLetterhead,
    address: '1200 Grace Way\nNaperville, IL 60540',
    taxNote: 'No goods or services were provided.',
  };

  it('keeps a plausible letterhead, trimmed', () => {
    const reading = readStatementLetterhead({ ...valid, closing: '  With gratitude,  ' });
    expect(reading).toEqual({ ok: true, value: { ...valid, closing: 'With gratitude,' } });
  });

  it('takes any text within its limit and refuses any longer (property)', () => {
    const field = fc.constantFrom(
      ...(Object.keys(letterheadLimits) as (keyof typeof letterheadLimits)[]),
    );
    fc.assert(
      fc.property(
        field,
        fc
          .string({ unit: 'grapheme', maxLength: 40 })
          .filter((t) => !hasControlCharacters(t) && !t.includes('\n')),
        (name, text) => {
          expect(readStatementLetterhead({ ...valid, [name]: text }).ok).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(field, (name) => {
        const long = 'x'.repeat(letterheadLimits[name] + 1);
        expect(readStatementLetterhead({ ...valid, [name]: long }).ok).toBe(false);
      }),
    );
  });

  it('refuses control characters, line breaks where a line is meant, a fifth address line, a bad paper or month', () => {
    const problems = (input: object) => {
      const reading = readStatementLetterhead({ ...valid, ...input });
      return reading.ok ? [] : reading.problems.map((p) => p.pointer);
    };
    expect(problems({ closing: 'Thanks\u0007' })).toEqual(['/value/closing']);
    expect(problems({ signatureName: 'Ana\nGarcía' })).toEqual(['/value/signatureName']);
    expect(problems({ intro: 'One.\nTwo.' })).toEqual([]);
    expect(problems({ address: 'a\nb\nc\nd\ne' })).toEqual(['/value/address']);
    expect(problems({ paper: 'legal', fiscalStartMonth: 13 })).toEqual([
      '/value/paper',
      '/value/fiscalStartMonth',
    ]);
    expect(problems({ contact: 5 })).toEqual(['/value/contact']);
  });
});

describe('statement-logo', () => {
  it('keeps a small PNG or JPEG and no logo at all', () => {
    expect(readStatementLogo({ logo: null })).toEqual({ ok: true, value: { logo: null } });
    for (const [type, bytes] of [
      ['png', png(600, 200)],
      ['jpeg', jpeg(600, 200)],
    ] as const) {
      expect(imageSize(type, bytes)).toEqual({ width: 600, height: 200 });
      expect(readStatementLogo({ logo: { type, base64: base64(bytes) } }).ok).toBe(true);
    }
  });

  it('refuses another type, bytes that are not the image they claim, a large file or a huge image', () => {
    const refused = (logo: unknown) => readStatementLogo({ logo }).ok === false;
    expect(refused({ type: 'gif', base64: base64(png(10, 10)) })).toBe(true);
    expect(refused({ type: 'jpeg', base64: base64(png(10, 10)) })).toBe(true);
    expect(refused({ type: 'png', base64: 'not base64!' })).toBe(true);
    expect(refused({ type: 'png', base64: base64(png(10, 10, MAX_LOGO_BYTES)) })).toBe(true);
    expect(refused({ type: 'png', base64: base64(png(5000, 100)) })).toBe(true);
    expect(refused('logo.png')).toBe(true);
  });
});
