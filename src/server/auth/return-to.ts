/**
 * Where to send the browser after sign-in: only a same-origin relative path, else '/'.
 *
 * Accepted: a string of at most 2048 printable ASCII characters that starts with exactly one '/'
 * and, after percent-decoding (repeated until it stops changing, so double encodings are seen),
 * still starts with '/', contains no '//', no backslash, no control character and no whitespace.
 * A scheme cannot occur: the value starts with '/', and '//' (a scheme-relative URL) is refused.
 * As a last check the value must resolve to a URL of the same origin as its base.
 */

export const maxReturnToLength = 2048;

/** Control characters, whitespace (incl. Unicode spaces) and invisible format characters. */
const unsafeCharacter = /[\s\p{Cc}\p{Cf}\p{Z}]/u;

/** Percent-decodes until stable (at most 5 rounds); undefined when an escape is malformed. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after five rounds: nobody encodes a real path that deeply.
  return undefined;
}

function isSafeForm(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.includes('//') &&
    !value.includes('\\') &&
    !unsafeCharacter.test(value)
  );
}

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (value.length === 0 || value.length > maxReturnToLength) return '/';
  // Raw form: printable ASCII only (a browser sends anything else percent-encoded).
  if (!/^[\x21-\x7e]+$/.test(value)) return '/';
  if (!isSafeForm(value)) return '/';
  const decoded = fullyDecoded(value);
  if (decoded === undefined || !isSafeForm(decoded)) return '/';
  const base = 'http://return-to.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return '/';
  }
  return resolved.origin === base ? value : '/';
}
