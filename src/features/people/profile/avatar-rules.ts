import type { Translate } from '../../../lib/pure/i18n/translator';

/**
 * Which photos the avatar upload takes, checked before uploading. The service does not state an
 * upload limit; 5 MB is well under the sandbox's 10 MB and plenty for a profile photo. Only
 * raster images are served inline (an SVG is served as an attachment, D41), so only they can
 * show as an avatar.
 */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const AVATAR_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
] as const;

function megabytes(bytes: number, locale: string): string {
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
  return `${amount} MB`;
}

/** Why this file cannot be the person's photo, or undefined; sizes in `locale`. */
export function avatarFileProblem(
  file: { name: string; type: string; size: number },
  t: Translate,
  locale: string,
): string | undefined {
  const { name } = file;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return t('people.avatar.notAnImage', { name });
  }
  if (file.size === 0) return t('people.avatar.empty', { name });
  if (file.size > MAX_AVATAR_BYTES) {
    return t('people.avatar.tooBig', {
      name,
      size: megabytes(file.size, locale),
      most: megabytes(MAX_AVATAR_BYTES, locale),
    });
  }
  return undefined;
}
