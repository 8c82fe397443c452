/**
 * Draws statements as PDFs with pdf-lib and fontkit (D157): every statement into one merged
 * document (the proof on its last pages), then each statement's pages copied into a PDF of its
 * own, so the text of all of them is laid out once and the font is subset once. Text stays
 * text (selectable, searchable) in an embedded subset of Noto Sans, which covers accented
 * names in Latin, Greek, Cyrillic and Vietnamese scripts. Everything it writes arrives as text
 * already formatted and worded (statement-document.ts): this module only draws.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

import type { PdfJob, PdfStatement } from './statement-document';

export const paperSizes = {
  letter: [612, 792],
  a4: [595.28, 841.89],
} as const satisfies Record<string, readonly [number, number]>;

export interface PdfProgress {
  phase: 'draw' | 'split';
  done: number;
  total: number;
}

export interface RenderedStatements {
  merged: Uint8Array;
  /** One PDF per statement, in the job's order. */
  singles: Uint8Array[];
}

const margin = 54;
const grey = rgb(0.35, 0.35, 0.35);
const rule = rgb(0.75, 0.75, 0.75);
const sizes = { name: 15, title: 14, body: 10, small: 8.5 } as const;
const lineGap = 1.45;

/** Breaks text into lines no wider than `width` (a word longer than a line stands alone). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A writer that moves down the page and starts a new one when the next line would not fit. */
class PageWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: readonly [number, number],
    private readonly onNewPage: (writer: PageWriter, first: boolean) => void,
  ) {
    this.newPage(true);
  }

  get width() {
    return this.size[0] - 2 * margin;
  }

  newPage(first = false) {
    this.page = this.doc.addPage([this.size[0], this.size[1]]);
    this.pages.push(this.page);
    this.y = this.size[1] - margin;
    this.onNewPage(this, first);
  }

  /** Room for `height` more points above the footer, or a new page. */
  need(height: number) {
    if (this.y - height < margin + 24) this.newPage();
  }

  text(
    text: string,
    font: PDFFont,
    size: number,
    options: { x?: number; right?: number; color?: ReturnType<typeof rgb> } = {},
  ) {
    const x =
      options.right !== undefined
        ? options.right - font.widthOfTextAtSize(text, size)
        : (options.x ?? margin);
    this.page.drawText(text, { x, y: this.y - size, size, font, color: options.color });
  }

  /** Writes wrapped lines and moves below them. */
  paragraph(text: string, font: PDFFont, size: number, color?: ReturnType<typeof rgb>) {
    for (const line of wrap(text, font, size, this.width)) {
      this.need(size * lineGap);
      this.text(line, font, size, { color });
      this.y -= size * lineGap;
    }
  }

  line() {
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: margin + this.width, y: this.y },
      thickness: 0.5,
      color: rule,
    });
  }
}

interface Drawing {
  font: PDFFont;
  logo: PDFImage | null;
  job: PdfJob;
}

function drawLetterhead(writer: PageWriter, { font, logo, job }: Drawing) {
  const { letterhead } = job;
  let x = margin;
  if (logo) {
    const scale = Math.min(48 / logo.height, 150 / logo.width, 1);
    const width = logo.width * scale;
    const height = logo.height * scale;
    writer.page.drawImage(logo, { x, y: writer.y - height, width, height });
    x += width + 12;
  }
  const top = writer.y;
  writer.text(letterhead.churchName, font, sizes.name, { x });
  writer.y -= sizes.name * lineGap;
  for (const line of [...letterhead.addressLines, letterhead.contact].filter((l) => l !== '')) {
    writer.text(line, font, sizes.small, { x, color: grey });
    writer.y -= sizes.small * lineGap;
  }
  writer.y = Math.min(writer.y, top - 48) - 18;
}

function drawStatement(doc: PDFDocument, drawing: Drawing, statement: PdfStatement): PDFPage[] {
  const { font, job } = drawing;
  const size = paperSizes[job.paper];
  const writer = new PageWriter(doc, size, (w, first) => {
    if (first) {
      drawLetterhead(w, drawing);
      return;
    }
    w.text(`${job.letterhead.churchName} · ${statement.recipient[0] ?? ''}`, font, sizes.small, {
      color: grey,
    });
    w.y -= sizes.small * lineGap * 2;
  });
  const right = margin + writer.width;

  for (const line of statement.recipient) {
    writer.text(line, font, sizes.body + 1);
    writer.y -= (sizes.body + 1) * lineGap;
  }
  writer.y -= 18;
  writer.text(statement.title, font, sizes.title);
  writer.y -= sizes.title * lineGap;
  writer.text(statement.periodLine, font, sizes.body);
  writer.text(statement.issuedLine, font, sizes.body, { right, color: grey });
  writer.y -= sizes.body * lineGap + 8;
  writer.paragraph(statement.intro, font, sizes.body);
  writer.y -= 8;

  const columns = job.columns;
  const header = () => {
    writer.need(sizes.body * lineGap * 2);
    writer.text(columns.date, font, sizes.small, { color: grey });
    writer.text(columns.fund, font, sizes.small, { x: margin + 90, color: grey });
    writer.text(columns.amount, font, sizes.small, { right, color: grey });
    writer.y -= sizes.small * lineGap;
    writer.line();
    writer.y -= 4;
  };
  header();
  for (const row of statement.rows) {
    const before = writer.pages.length;
    writer.need(sizes.body * lineGap);
    if (writer.pages.length !== before) header();
    writer.text(row.date, font, sizes.body);
    writer.text(row.fund, font, sizes.body, { x: margin + 90 });
    writer.text(row.amount, font, sizes.body, { right });
    writer.y -= sizes.body * lineGap;
  }
  writer.need(sizes.body * lineGap * (statement.totals.length + 1));
  writer.line();
  writer.y -= 4;
  for (const total of statement.totals) {
    writer.text(total.label, font, sizes.body);
    writer.text(total.amount, font, sizes.body, { right });
    writer.y -= sizes.body * lineGap;
  }
  writer.y -= 10;
  writer.paragraph(statement.taxNote, font, sizes.body);
  writer.y -= 14;
  writer.need(sizes.body * lineGap * 4);
  for (const line of [statement.closing, '', statement.signatureName, statement.signatureTitle]) {
    if (line !== '') writer.text(line, font, sizes.body);
    writer.y -= sizes.body * lineGap;
  }
  return writer.pages;
}

function drawProof(doc: PDFDocument, { font, job }: Drawing): PDFPage[] {
  const { proof } = job;
  const writer = new PageWriter(doc, paperSizes[job.paper], (w, first) => {
    if (!first) w.y -= sizes.small * lineGap;
  });
  const right = margin + writer.width;
  writer.text(proof.title, font, sizes.title);
  writer.y -= sizes.title * lineGap + 4;
  for (const line of proof.lines) writer.paragraph(line, font, sizes.body);
  writer.y -= 8;
  const at = [margin, margin + 170, right - 200, right - 100, right] as const;
  const cells = (
    values: readonly string[],
    color?: ReturnType<typeof rgb>,
    size: number = sizes.body,
  ) => {
    writer.need(size * lineGap);
    writer.text(values[0] ?? '', font, size, { color });
    writer.text(values[1] ?? '', font, size, { x: at[1], color });
    for (let i = 2; i < 5; i++) writer.text(values[i] ?? '', font, size, { right: at[i], color });
    writer.y -= size * lineGap;
  };
  cells(proof.columns, grey, sizes.small);
  writer.line();
  writer.y -= 4;
  for (const row of proof.rows) cells(row);
  writer.y -= 8;
  for (const difference of proof.differences) writer.paragraph(difference, font, sizes.body);
  return writer.pages;
}

function drawFooters(pages: readonly PDFPage[], font: PDFFont, template: string) {
  pages.forEach((page, i) => {
    const text = template.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length));
    const width = font.widthOfTextAtSize(text, sizes.small);
    page.drawText(text, {
      x: page.getWidth() - margin - width,
      y: margin - 12,
      size: sizes.small,
      font,
      color: grey,
    });
  });
}

/**
 * The font with its text encodings and widths kept: statements repeat the same dates, amounts,
 * fund names and wording thousands of times, and each new one costs fontkit a full layout.
 * (The subset records a glyph the first time its text is encoded, so keeping it is safe within
 * the one document the font belongs to.)
 */
function memoized(font: PDFFont): PDFFont {
  const encoded = new Map<string, ReturnType<PDFFont['encodeText']>>();
  const widths = new Map<string, number>();
  const encodeText = font.encodeText.bind(font);
  const widthOfTextAtSize = font.widthOfTextAtSize.bind(font);
  font.encodeText = (text) => {
    let found = encoded.get(text);
    if (!found) {
      found = encodeText(text);
      encoded.set(text, found);
    }
    return found;
  };
  font.widthOfTextAtSize = (text, size) => {
    const key = `${size}|${text}`;
    let found = widths.get(key);
    if (found === undefined) {
      found = widthOfTextAtSize(text, size);
      widths.set(key, found);
    }
    return found;
  };
  return font;
}

/**
 * The merged PDF (every statement, then the proof) and one PDF per statement. `onProgress`
 * hears of each statement drawn and each copied; `shouldStop` is asked between statements.
 */
export async function renderStatements(
  job: PdfJob,
  fontBytes: Uint8Array,
  onProgress: (progress: PdfProgress) => void = () => {},
): Promise<RenderedStatements> {
  const merged = await PDFDocument.create();
  merged.registerFontkit(fontkit);
  merged.setTitle(job.documentTitle);
  merged.setLanguage(job.language);
  merged.setCreator('Narthex');
  merged.setProducer('Narthex');
  const font = memoized(await merged.embedFont(fontBytes, { subset: true }));
  const logo = job.letterhead.logo
    ? job.letterhead.logo.type === 'png'
      ? await merged.embedPng(job.letterhead.logo.bytes)
      : await merged.embedJpg(job.letterhead.logo.bytes)
    : null;
  const drawing: Drawing = { font, logo, job };
  const total = job.statements.length;
  const ranges: [number, number][] = [];
  for (const [i, statement] of job.statements.entries()) {
    const first = merged.getPageCount();
    const pages = drawStatement(merged, drawing, statement);
    drawFooters(pages, font, job.pageOfTemplate);
    ranges.push([first, merged.getPageCount()]);
    if (i % 10 === 9 || i === total - 1) onProgress({ phase: 'draw', done: i + 1, total });
  }
  drawFooters(drawProof(merged, drawing), font, job.pageOfTemplate);
  const mergedBytes = await merged.save();

  // Each statement's pages, copied from the saved merged file (its font subset is final there).
  const source = await PDFDocument.load(mergedBytes);
  const singles: Uint8Array[] = [];
  for (const [i, [first, end]] of ranges.entries()) {
    const single = await PDFDocument.create();
    const statement = job.statements[i];
    single.setTitle(statement?.documentTitle ?? job.documentTitle);
    single.setLanguage(job.language);
    single.setCreator('Narthex');
    single.setProducer('Narthex');
    const indices = Array.from({ length: end - first }, (_, k) => first + k);
    for (const page of await single.copyPages(source, indices)) single.addPage(page);
    singles.push(await single.save());
    if (i % 10 === 9 || i === total - 1) onProgress({ phase: 'split', done: i + 1, total });
  }
  return { merged: mergedBytes, singles };
}
