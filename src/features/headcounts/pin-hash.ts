/**
 * The kiosk's exit PIN is kept only as a SHA-256 hash (hex) in IndexedDB. A four-digit PIN is
 * no secret against someone who can read the device's storage; it stops a passer-by, which is
 * its job.
 */
export async function hashPin(pin: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`narthex-kiosk:${pin}`),
  );
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function pinMatches(pin: string, hash: string): Promise<boolean> {
  return (await hashPin(pin)) === hash;
}

/** A PIN is 4 to 8 digits. */
export function isValidPin(pin: string): boolean {
  return /^\d{4,8}$/.test(pin);
}
