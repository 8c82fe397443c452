/**
 * What a pass code may be when staff type one (blank lets the service make one up): something a
 * barcode reader can read back and a person can type at a desk, so letters, digits and hyphens,
 * 4 to 64 of them. The service's own codes are ten digits.
 */
const passCodePattern = /^[A-Za-z0-9-]{4,64}$/;

/** What is wrong with a typed code: its length, or characters a code may not have. */
export type PassCodeProblem = 'length' | 'characters';

export function passCodeProblem(code: string): PassCodeProblem | undefined {
  const text = code.trim();
  if (text === '' || passCodePattern.test(text)) return undefined;
  return text.length < 4 || text.length > 64 ? 'length' : 'characters';
}
