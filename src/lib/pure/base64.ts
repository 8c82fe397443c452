/** Bytes as base64 text, in the browser and in Node alike (btoa takes one char per byte). */
export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
