/**
 * Attributes the spec leaves untyped (a list's total_people, a message's from_name) as text,
 * numbers in `locale`.
 */
export function untypedText(value: unknown, locale: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Only web links become links; anything else (a `file`, an app's `url`) is shown as text. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
