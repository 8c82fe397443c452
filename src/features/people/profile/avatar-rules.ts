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

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why this file cannot be the person's photo, or undefined. */
export function avatarFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PNG, JPEG, GIF, WebP, AVIF or BMP image.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_AVATAR_BYTES) {
    return `${file.name} is ${megabytes(file.size)}; a photo can be at most ${megabytes(MAX_AVATAR_BYTES)}.`;
  }
  return undefined;
}
