import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { buildStatements, namedIn, type DonorRecord, type GiftPart } from './statement-build';
import { statementsCsv } from './statement-csv';
import { pdfJob, type DocumentContext } from './statement-document';
import { renderStatements } from './statement-pdf';
import { proveStatements } from './statement-proof';

const fontBytes = new Uint8Array(
  readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
);

const donor = (id: string, firstName: string, lastName: string): DonorRecord => ({
  id,
  firstName,
  lastName,
  addresses: [{ street: '12 Rue de l’Église', city: 'Naperville', state: 'IL', zip: '60540' }],
  emails: [],
});

const gift = (
  donationId: string,
  personId: string,
  date: string,
  cents: number,
  fundId = '1',
): GiftPart => ({
  donationId,
  personId,
  date,
  fundId,
  amount: { cents, currency: 'USD' },
});

const english = translatorOf(testLanguage('en', 'en-US').i18n);
const spanish = translatorOf(testLanguage('es', 'es-MX').i18n);

const context = (
  wording: Partial<DocumentContext['wording']> = {},
  language: Pick<DocumentContext, 't' | 'locale'> = { t: english, locale: 'en-US' },
): DocumentContext => ({
  ...language,
  churchName: 'Grace Fellowship Church',
  wording: {
    address: '1200 Grace Way\nNaperville, IL 60540',
    contact: '(630) 555-0100',
    intro: 'Thank you.',
    taxNote: 'No goods or services were provided in exchange for these contributions.',
    closing: 'With gratitude,',
    signatureName: 'Łucja Nowak',
    signatureTitle: 'Treasurer',
    paper: 'letter',
    ...wording,
  },
  logo: null,
  days: { from: '2025-01-01', to: '2025-12-31' },
  today: '2026-01-15',
  fundName: (id) => (id === '1' ? 'General Fund' : `Fund ${id}`),
  donorName: (id) => `Donor ${id}`,
});

/**
 * Glyphs of the fonts a PDF embeds that draw nothing (or cannot be read): text can be extracted
 * from a PDF whose subset font lost its outlines, so this is what shows it would print blank.
 */
async function blankGlyphs(bytes: Uint8Array): Promise<{ glyphs: number; blank: number }> {
  const doc = await PDFDocument.load(bytes);
  let glyphs = 0;
  let blank = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (
      !(object instanceof PDFDict) ||
      object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')
    )
      continue;
    const ref = object.get(PDFName.of('FontFile2'));
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
    if (!(stream instanceof PDFRawStream)) continue;
    const font = fontkit.create(Buffer.from(decodePDFRawStream(stream).decode()));
    for (let gid = 1; gid < font.numGlyphs; gid++) {
      glyphs++;
      try {
        if (font.getGlyph(gid).path.toSVG() === '') blank++;
      } catch {
        blank++;
      }
    }
  }
  return { glyphs, blank };
}

async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

describe('renderStatements', () => {
  it('writes selectable text with accented names, one PDF per statement and the proof last', async () => {
    const donors = new Map([
      ['7', donor('7', 'Zoë', 'Łukasiewicz-Nguyễn')],
      ['8', donor('8', 'Ana', 'García')],
    ]);
    const parts = [
      gift('1', '7', '2025-03-02T16:00:00Z', 12_345),
      gift('2', '8', '2025-04-06T16:00:00Z', 5_000),
      // Many gifts: the statement runs onto a second page.
      ...Array.from({ length: 60 }, (_, i) =>
        gift(
          String(100 + i),
          '8',
          `2025-05-${String((i % 28) + 1).padStart(2, '0')}T16:00:00Z`,
          100,
        ),
      ),
    ];
    const statements = buildStatements({
      parts,
      donors,
      households: [],
      scope: { kind: 'each' },
      timeZone: 'America/Chicago',
      fundOrder: ['1'],
      t: english,
    });
    const proof = proveStatements(statements, parts, ['1']);
    const job = pdfJob(statements, proof, context());
    const rendered = await renderStatements(job, fontBytes);

    expect(rendered.singles).toHaveLength(2);
    const garcia = await textOf(rendered.singles[0] ?? new Uint8Array());
    expect(garcia.text).toContain('Ana García');
    expect(garcia.pages).toBe(2);
    expect(garcia.text).toContain('Page 2 of 2');
    expect(garcia.text).toContain('$110.00');
    // Every glyph of the embedded subset draws (the space is the one blank).
    const { glyphs, blank } = await blankGlyphs(rendered.singles[1] ?? new Uint8Array());
    expect(glyphs).toBeGreaterThan(40);
    expect(blank).toBe(1);
    const zoe = await textOf(rendered.singles[1] ?? new Uint8Array());
    expect(zoe.text).toContain('Zoë Łukasiewicz-Nguyễn');
    expect(zoe.text).toContain('$123.45');
    expect(zoe.text).toContain('Łucja Nowak');
    expect(zoe.text).not.toContain('Proof of totals');

    const merged = await textOf(rendered.merged);
    expect(merged.pages).toBe(4);
    expect(merged.text).toContain('Proof of totals');
    expect(merged.text).toMatch(/General Fund\s+USD\s+\$233\.45\s+\$233\.45\s+\$0\.00/);
  });

  it('draws A4 pages when the settings ask for A4', async () => {
    const donors = new Map([['8', donor('8', 'Ana', 'García')]]);
    const parts = [gift('2', '8', '2025-04-06T16:00:00Z', 5_000)];
    const statements = buildStatements({
      parts,
      donors,
      households: [],
      scope: { kind: 'each' },
      timeZone: 'America/Chicago',
      fundOrder: ['1'],
      t: english,
    });
    const job = pdfJob(
      statements,
      proveStatements(statements, parts, ['1']),
      context({ paper: 'a4' }),
    );
    const rendered = await renderStatements(job, fontBytes);
    const pdf = await getDocumentProxy(new Uint8Array(rendered.singles[0] ?? new Uint8Array()));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
  });

  it('prints a run in Spanish: headings, totals, the letter’s words, dates and money', async () => {
    const donors = new Map([
      ['7', donor('7', 'Luis', 'García')],
      ['8', donor('8', 'Ana', 'García')],
    ]);
    const parts = [
      gift('1', '7', '2025-03-02T16:00:00Z', 123_456),
      gift('2', '8', '2025-04-06T16:00:00Z', 5_000, '2'),
    ];
    const statements = buildStatements({
      parts,
      donors,
      households: [{ id: '4', name: 'García', primaryContactId: '7', memberIds: ['7', '8'] }],
      scope: { kind: 'households' },
      timeZone: 'America/Chicago',
      fundOrder: ['1', '2'],
      t: english,
    });
    const inSpanish = namedIn(spanish, statements);
    // The organization's own wording prints as written; what it left empty is said in Spanish.
    const job = pdfJob(
      inSpanish,
      proveStatements(inSpanish, parts, ['1', '2']),
      context(
        { intro: '', taxNote: '', closing: '', signatureTitle: 'Tesorera' },
        { t: spanish, locale: 'es-MX' },
      ),
    );
    expect(job.language).toBe('es-MX');
    const rendered = await renderStatements(job, fontBytes);

    const single = await getDocumentProxy(new Uint8Array(rendered.singles[0] ?? new Uint8Array()));
    const { text } = await extractText(single, { mergePages: true });
    expect(text).toContain('Luis y Ana García');
    expect(text).toContain('Constancia de donaciones');
    expect(text).toContain('Donaciones recibidas del 1 ene 2025 al 31 dic 2025');
    expect(text).toContain('Emitida el 15 ene 2026');
    expect(text).toMatch(/Fecha\s+Fondo\s+Monto/);
    expect(text).toContain('2 mar 2025');
    // Mexican Spanish money: dollars said as USD (its own $ is the peso), a comma between
    // thousands and a point before the cents.
    expect(text).toMatch(/Total, General Fund USD\s1,234\.56/);
    expect(text).toMatch(/Total de todas las donaciones USD\s1,284\.56/);
    expect(text).toContain('Gracias por su generosidad.');
    expect(text).toContain(
      'No se entregaron bienes ni servicios a cambio de estas contribuciones.',
    );
    expect(text).toContain('Con gratitud,');
    expect(text).toContain('Tesorera');
    expect(text).toContain('Página 1 de 1');
    expect(text).not.toMatch(/Contribution statement|Gifts received|Total of all gifts|Page 1/);
    expect((await single.getMetadata()).info).toMatchObject({
      Title: 'Constancia de donaciones: Luis y Ana García',
      Language: 'es-MX',
    });
    expect(job.statements[0]?.fileName).toBe(
      'constancia-luis-y-ana-garcia-household-4-2025-01-01-to-2025-12-31.pdf',
    );

    const merged = await getDocumentProxy(new Uint8Array(rendered.merged));
    const proof = (await extractText(merged, { mergePages: true })).text;
    expect(proof).toContain('Prueba de los totales');
    expect(proof).toContain('1 constancia en este archivo.');

    // Spain's Spanish formats money its own way: the run's locale decides, not the words.
    const spain = pdfJob(inSpanish, proveStatements(inSpanish, parts, ['1', '2']), {
      ...context({}, { t: translatorOf(testLanguage('es', 'es-ES').i18n), locale: 'es-ES' }),
    });
    expect(spain.statements[0]?.totals[0]?.amount).toMatch(/^1234,56\sUS\$$/);

    const csv = statementsCsv(spanish, 'es-MX', inSpanish, {
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(csv.split('\r\n')[0]).toContain('"Nombre","Calle","Ciudad","Estado","Código postal"');
    expect(csv).toContain('"Luis y Ana García"');
    expect(csv).toMatch(/"USD\s1,284\.56"/);
  });
});
