/**
 * What a pass code may be when staff type one (blank lets the service make one up): something a
 * barcode reader can read back and a person can type at a desk, so letters, digits and hyphens,
 * 4 to 64 of them. The service's own codes are ten digits.
 */
const passCodePattern = /^[A-Za-z0-9-]{4,64}$/;

export function passCodeProblem(code: string): string | undefined {
  const text = code.trim();
  if (text === '' || passCodePattern.test(text)) return undefined;
  return text.length < 4 || text.length > 64
    ? 'Use 4 to 64 characters, or leave it empty'
    : 'Use only letters, digits and hyphens, like 4821-7730';
}
