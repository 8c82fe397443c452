/**
 * Checks a person would make before a form is sent, whatever the form: text that is too long,
 * an e-mail address that cannot be one, a postal code that fits no format, a state that is
 * none beside a US ZIP code.
 * Every rule reads blank (or whitespace-only) text as "not filled in" and leaves that to the
 * form's "required" message, so each rule says one thing. Each says it in `t`'s language.
 */
import type { MessageId } from '../../../messages/message-id';
import type { Translate } from '../i18n/translator';

/** The longest text a one-line field takes unless its form says otherwise. */
export const DEFAULT_MAX_LENGTH = 255;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function tooLongProblem(t: Translate, value: string, max: number): string | undefined {
  const length = [...value.trim()].length;
  return length > max ? t('forms.problem.tooLong', { max, length }) : undefined;
}

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(t: Translate, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return emailPattern.test(text) && text.length <= 254 ? undefined : t('forms.problem.email');
}

export type PostalCountry = 'US' | 'CA' | 'GB' | 'other';

const postalFormats: Record<
  Exclude<PostalCountry, 'other'>,
  { pattern: RegExp; problem: MessageId }
> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, problem: 'forms.problem.zipUs' },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    problem: 'forms.problem.postalCa',
  },
  GB: {
    pattern:
      /^(GIR ?0AA|[A-PR-UWYZ](\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRVWXY\d]?) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
    problem: 'forms.problem.postcodeGb',
  },
};

/** A postal code of a country whose format this form does not know: 3 to 10 characters with a digit. */
const otherPostalPattern = /^(?=.*\d)[A-Za-z\d][A-Za-z\d -]{1,8}[A-Za-z\d]$/;

export function postalCodeMatches(value: string, country: PostalCountry): boolean {
  const text = value.trim();
  if (country === 'other') return otherPostalPattern.test(text);
  return postalFormats[country].pattern.test(text);
}

/**
 * Why `value` is not a postal code. With a known country it must have that country's format;
 * otherwise any of the known formats, or a short code of letters, digits, spaces and hyphens
 * with at least one digit (every country's postal codes have one).
 */
export function postalCodeProblem(
  t: Translate,
  value: string,
  country: PostalCountry,
): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (country !== 'other') {
    return postalCodeMatches(text, country) ? undefined : t(postalFormats[country].problem);
  }
  const known = (['US', 'CA', 'GB', 'other'] as const).some((c) => postalCodeMatches(text, c));
  return known ? undefined : t('forms.problem.postalAny');
}

/**
 * Where a US ZIP code is used, by USPS code: the states, DC, the territories, the freely
 * associated states the Postal Service serves, and the armed forces' "states". A region is
 * accepted by its code or its name (any case, spaces as typed).
 */
const usRegions: Readonly<Record<string, readonly string[]>> = {
  AL: ['Alabama'],
  AK: ['Alaska'],
  AZ: ['Arizona'],
  AR: ['Arkansas'],
  CA: ['California'],
  CO: ['Colorado'],
  CT: ['Connecticut'],
  DE: ['Delaware'],
  DC: ['District of Columbia', 'Washington DC', 'Washington D.C.'],
  FL: ['Florida'],
  GA: ['Georgia'],
  HI: ['Hawaii'],
  ID: ['Idaho'],
  IL: ['Illinois'],
  IN: ['Indiana'],
  IA: ['Iowa'],
  KS: ['Kansas'],
  KY: ['Kentucky'],
  LA: ['Louisiana'],
  ME: ['Maine'],
  MD: ['Maryland'],
  MA: ['Massachusetts'],
  MI: ['Michigan'],
  MN: ['Minnesota'],
  MS: ['Mississippi'],
  MO: ['Missouri'],
  MT: ['Montana'],
  NE: ['Nebraska'],
  NV: ['Nevada'],
  NH: ['New Hampshire'],
  NJ: ['New Jersey'],
  NM: ['New Mexico'],
  NY: ['New York'],
  NC: ['North Carolina'],
  ND: ['North Dakota'],
  OH: ['Ohio'],
  OK: ['Oklahoma'],
  OR: ['Oregon'],
  PA: ['Pennsylvania'],
  RI: ['Rhode Island'],
  SC: ['South Carolina'],
  SD: ['South Dakota'],
  TN: ['Tennessee'],
  TX: ['Texas'],
  UT: ['Utah'],
  VT: ['Vermont'],
  VA: ['Virginia'],
  WA: ['Washington'],
  WV: ['West Virginia'],
  WI: ['Wisconsin'],
  WY: ['Wyoming'],
  AS: ['American Samoa'],
  GU: ['Guam'],
  MP: ['Northern Mariana Islands'],
  PR: ['Puerto Rico'],
  VI: ['Virgin Islands', 'U.S. Virgin Islands', 'US Virgin Islands'],
  FM: ['Federated States of Micronesia', 'Micronesia'],
  MH: ['Marshall Islands'],
  PW: ['Palau'],
  AA: ['Armed Forces Americas'],
  AE: ['Armed Forces Europe'],
  AP: ['Armed Forces Pacific'],
};

const regionKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleUpperCase('en-US');

const usRegionKeys = new Set(
  Object.entries(usRegions).flatMap(([code, names]) => [code, ...names.map(regionKey)]),
);

/** The USPS codes of the places a US ZIP code serves, in the list's order. */
export const usRegionCodes: readonly string[] = Object.keys(usRegions);

/** Every name a place a US ZIP code serves goes by here (codes excluded). */
export const usRegionNames: readonly string[] = Object.values(usRegions).flat();

/** Whether `text` names a US state or territory, by its code or its name. */
export function isUsRegion(text: string): boolean {
  return usRegionKeys.has(regionKey(text));
}

/**
 * Why `state` cannot be an address's state beside the ZIP code `zip`: with a US ZIP code it must
 * be a US state or territory, by code or name. A blank state, or another country's postal code,
 * is left to the form's other rules.
 */
export function usStateProblem(t: Translate, state: string, zip: string): string | undefined {
  if (isBlank(state) || !postalCodeMatches(zip, 'US') || isUsRegion(state)) return undefined;
  return t('forms.problem.usState');
}
