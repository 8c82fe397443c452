import { pageOrigin } from '../../../lib/browser/page-origin';

/**
 * The avatar URL to put in an <img>, or undefined. Only same-origin URLs load: the CSP allows
 * img-src 'self', so a seeded avatar on another host would be a broken image, while an uploaded
 * one is served by the proxy at /api/files/… (D41, D43).
 */
export function sameOriginImageUrl(
  url: string | null | undefined,
  origin: string = pageOrigin(),
): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
