/**
 * The year-end statements' shared settings (D159), set once for every staff member:
 *
 * - `giving-funds`: which funds are tax-deductible (the API has no such field). A fund not
 *   named counts, as most of a church's funds do; marking one `false` keeps it off statements.
 * - `statement-letterhead`: the church's address and contact line, the statement's wording
 *   (opening, tax wording, closing), who signs, the paper size and the fiscal year's first month.
 * - `statement-logo`: a small PNG or JPEG, apart so a wording change does not resend it.
 */
import type { SettingProblem, SettingReading, SharedSettingGroup } from './shared-setting-group';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems for keys an object should not have. */
function extraKeys(input: Record<string, unknown>, allowed: readonly string[], at: string) {
  return Object.keys(input)
    .filter((key) => !allowed.includes(key))
    .map((key): SettingProblem => ({
      pointer: `${at}/${key}`,
      detail: `There is no setting “${key.slice(0, 40)}”.`,
    }));
}

// Funds ----------------------------------------------------------------------------------------

export interface FundTaxSetting {
  readonly taxDeductible: boolean;
}

export interface GivingFundsSettings {
  /** By fund id; a fund not here is tax-deductible. */
  readonly funds: Readonly<Record<string, FundTaxSetting>>;
}

/** More funds than any church has, so a runaway client cannot fill the store. */
export const MAX_SET_FUNDS = 1000;
const fundId = /^[1-9][0-9]{0,15}$/;

export function readGivingFundsSettings(input: unknown): SettingReading<GivingFundsSettings> {
  if (!isRecord(input)) {
    return {
      ok: false,
      problems: [{ pointer: '/value', detail: 'The value must be an object { funds }.' }],
    };
  }
  const problems = extraKeys(input, ['funds'], '/value');
  const funds = input.funds;
  if (!isRecord(funds)) {
    problems.push({ pointer: '/value/funds', detail: 'funds must be an object keyed by fund id.' });
    return { ok: false, problems };
  }
  if (Object.keys(funds).length > MAX_SET_FUNDS) {
    problems.push({
      pointer: '/value/funds',
      detail: `At most ${MAX_SET_FUNDS} funds may be set.`,
    });
    return { ok: false, problems };
  }
  const read: Record<string, FundTaxSetting> = {};
  for (const [id, setting] of Object.entries(funds)) {
    const pointer = `/value/funds/${id}`;
    if (!fundId.test(id)) {
      problems.push({ pointer, detail: `“${id.slice(0, 40)}” is not a fund id (digits only).` });
    } else if (!isRecord(setting) || typeof setting.taxDeductible !== 'boolean') {
      problems.push({
        pointer,
        detail: 'A fund’s setting must be { taxDeductible: true or false }.',
      });
    } else {
      problems.push(...extraKeys(setting, ['taxDeductible'], pointer));
      read[id] = { taxDeductible: setting.taxDeductible };
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { funds: read } };
}

export const givingFundsSettings: SharedSettingGroup<GivingFundsSettings> = {
  initial: { funds: {} },
  read: readGivingFundsSettings,
};

/** Whether a fund counts on statements under these settings. */
export function isTaxDeductible(settings: GivingFundsSettings, id: string): boolean {
  return settings.funds[id]?.taxDeductible ?? true;
}

// Letterhead and wording ----------------------------------------------------------------------

export const paperSizeNames = ['letter', 'a4'] as const;
export type PaperSizeName = (typeof paperSizeNames)[number];

export interface StatementLetterhead {
  readonly address: string;
  readonly contact: string;
  readonly intro: string;
  readonly taxNote: string;
  readonly closing: string;
  readonly signatureName: string;
  readonly signatureTitle: string;
  readonly paper: PaperSizeName;
  /** 1 (January) to 12. */
  readonly fiscalStartMonth: number;
}

/** The longest each text may be: a letterhead line, a paragraph of wording. */
export const letterheadLimits = {
  address: 300,
  contact: 120,
  intro: 600,
  taxNote: 600,
  closing: 120,
  signatureName: 80,
  signatureTitle: 80,
} as const satisfies Record<string, number>;

/** Lines the address may have (a name, a street, a city and a country at most, or so). */
export const MAX_ADDRESS_LINES = 4;

type TextSetting = keyof typeof letterheadLimits;

export const emptyLetterhead: StatementLetterhead = {
  address: '',
  contact: '',
  intro: '',
  taxNote: '',
  closing: '',
  signatureName: '',
  signatureTitle: '',
  paper: 'letter',
  fiscalStartMonth: 1,
};

const textSettings = Object.keys(letterheadLimits) as TextSetting[];
/** The texts that may hold line breaks. */
const multiline: ReadonlySet<TextSetting> = new Set(['address', 'intro', 'taxNote']);
const letterheadKeys = [...textSettings, 'paper', 'fiscalStartMonth'];

/** Control characters other than a line break, which would print as boxes or nothing. */
export function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x0a) || code === 0x7f) return true;
  }
  return false;
}

export function readStatementLetterhead(input: unknown): SettingReading<StatementLetterhead> {
  if (!isRecord(input)) {
    return { ok: false, problems: [{ pointer: '/value', detail: 'The value must be an object.' }] };
  }
  const problems = extraKeys(input, letterheadKeys, '/value');
  const texts: Partial<Record<TextSetting, string>> = {};
  for (const name of textSettings) {
    const value = input[name];
    const pointer = `/value/${name}`;
    if (typeof value !== 'string') {
      problems.push({ pointer, detail: `${name} must be text.` });
      continue;
    }
    const text = value.replace(/\r\n?/g, '\n').trim();
    if (text.length > letterheadLimits[name]) {
      problems.push({ pointer, detail: `At most ${letterheadLimits[name]} characters.` });
    } else if (hasControlCharacters(text) || (!multiline.has(name) && text.includes('\n'))) {
      problems.push({ pointer, detail: 'Only letters, digits, punctuation and spaces.' });
    } else if (name === 'address' && text.split('\n').length > MAX_ADDRESS_LINES) {
      problems.push({ pointer, detail: `At most ${MAX_ADDRESS_LINES} lines.` });
    } else {
      texts[name] = text;
    }
  }
  const paper = input.paper;
  if (typeof paper !== 'string' || !(paperSizeNames as readonly string[]).includes(paper)) {
    problems.push({
      pointer: '/value/paper',
      detail: `paper must be ${paperSizeNames.join(' or ')}.`,
    });
  }
  const month = input.fiscalStartMonth;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    problems.push({
      pointer: '/value/fiscalStartMonth',
      detail: 'The fiscal year starts in a month from 1 to 12.',
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      ...emptyLetterhead,
      ...texts,
      paper: paper as PaperSizeName,
      fiscalStartMonth: month as number,
    },
  };
}

export const statementLetterheadSettings: SharedSettingGroup<StatementLetterhead> = {
  initial: emptyLetterhead,
  read: readStatementLetterhead,
};

// Logo ----------------------------------------------------------------------------------------

export const logoTypes = ['png', 'jpeg'] as const;
export type LogoType = (typeof logoTypes)[number];

/** The largest logo: a letterhead's is small, and the value must fit one settings body. */
export const MAX_LOGO_BYTES = 40 * 1024;
/** The largest logo in pixels a side: printed 150 points wide at most. */
export const MAX_LOGO_PIXELS = 2000;

export interface StatementLogo {
  readonly logo: { readonly type: LogoType; readonly base64: string } | null;
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The size of a PNG (its IHDR) or JPEG (its first start-of-frame), or undefined. */
export function imageSize(
  type: LogoType,
  bytes: Uint8Array,
): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    // SOF0 to SOF15, but for DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

export function readStatementLogo(input: unknown): SettingReading<StatementLogo> {
  if (!isRecord(input)) {
    return {
      ok: false,
      problems: [{ pointer: '/value', detail: 'The value must be an object { logo }.' }],
    };
  }
  const problems = extraKeys(input, ['logo'], '/value');
  const logo = input.logo;
  if (logo === null)
    return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { logo: null } };
  const pointer = '/value/logo';
  if (!isRecord(logo)) {
    return {
      ok: false,
      problems: [...problems, { pointer, detail: 'logo must be null or { type, base64 }.' }],
    };
  }
  problems.push(...extraKeys(logo, ['type', 'base64'], pointer));
  const type = logo.type;
  if (typeof type !== 'string' || !(logoTypes as readonly string[]).includes(type)) {
    problems.push({ pointer: `${pointer}/type`, detail: 'The logo must be a PNG or JPEG image.' });
    return { ok: false, problems };
  }
  const bytes = typeof logo.base64 === 'string' ? decodeBase64(logo.base64) : undefined;
  if (!bytes || bytes.length === 0) {
    problems.push({
      pointer: `${pointer}/base64`,
      detail: 'The logo must be the image’s bytes in base64.',
    });
    return { ok: false, problems };
  }
  if (bytes.length > MAX_LOGO_BYTES) {
    problems.push({
      pointer: `${pointer}/base64`,
      detail: `The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`,
    });
    return { ok: false, problems };
  }
  const size = imageSize(type as LogoType, bytes);
  if (!size || size.width < 1 || size.height < 1) {
    problems.push({
      pointer: `${pointer}/base64`,
      detail: `The logo is not a ${type.toUpperCase()} image.`,
    });
  } else if (size.width > MAX_LOGO_PIXELS || size.height > MAX_LOGO_PIXELS) {
    problems.push({
      pointer: `${pointer}/base64`,
      detail: `The logo must be at most ${MAX_LOGO_PIXELS} pixels a side.`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { logo: { type: type as LogoType, base64: logo.base64 as string } } };
}

export const statementLogoSettings: SharedSettingGroup<StatementLogo> = {
  initial: { logo: null },
  read: readStatementLogo,
};
