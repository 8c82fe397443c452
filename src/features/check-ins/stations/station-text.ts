/**
 * Station settings in words. The spec types mode and input_type as integers without naming
 * their values; these names are the sandbox's (src/sandbox/seed/check-ins-setup.ts), and the
 * number is always shown beside them.
 */

/** A numbered setting's name with its number, or the number alone when it has no name. */
function numbered(names: Readonly<Record<number, string>>, unnamed: string) {
  return (value: number): string => {
    const name = names[value];
    return name === undefined ? `${unnamed} ${value}` : `${name} (${value})`;
  };
}

export const modeText = numbered({ 0: 'Self check-in', 1: 'Manned', 2: 'Roster' }, 'Mode');

export const inputTypeText = numbered(
  { 0: 'Phone number search', 1: 'Name search', 2: 'Barcode' },
  'Input',
);

/** online is not typed by the spec: true / false read as words, anything else as itself. */
export function onlineText(online: unknown): string {
  if (online === true) return 'Online';
  if (online === false) return 'Offline';
  if (online === null || online === undefined || online === '') return 'Unknown';
  return String(online);
}

export function timeoutText(seconds: number): string {
  if (seconds <= 0) return 'Never';
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
