/**
 * The colours of attendance figures, shared by every attendance chart: one per kind of check-in,
 * then attendance types in turn (a type's own colour is the church's choice and may not read
 * against the page). Each shade has at least 3:1 against the page in its scheme (white in light,
 * dark.7 in dark).
 */
export type ColorScheme = 'light' | 'dark';

/**
 * The kinds of check-in, each with its name in the catalogs (`message`). `label` is the English
 * name, for callers not yet translating it.
 */
export const checkInKinds = [
  { key: 'regular', label: 'Regulars', message: 'ui.checkInKinds.regular' },
  { key: 'guest', label: 'Guests', message: 'ui.checkInKinds.guest' },
  { key: 'volunteer', label: 'Volunteers', message: 'ui.checkInKinds.volunteer' },
] as const;

export type CheckInKind = (typeof checkInKinds)[number]['key'];

const kindColors: Record<ColorScheme, Record<CheckInKind, string>> = {
  light: {
    regular: 'var(--mantine-color-indigo-7)',
    guest: 'var(--mantine-color-orange-8)',
    volunteer: 'var(--mantine-color-teal-8)',
  },
  dark: {
    regular: 'var(--mantine-color-indigo-4)',
    guest: 'var(--mantine-color-orange-5)',
    volunteer: 'var(--mantine-color-teal-5)',
  },
};

const headcountShades: Record<ColorScheme, readonly string[]> = {
  light: ['grape-7', 'cyan-8', 'pink-7', 'lime-9', 'blue-8', 'red-8'],
  dark: ['grape-4', 'cyan-5', 'pink-4', 'lime-5', 'blue-4', 'red-4'],
};

/** Last year's line: the page's strongest neutral. */
export const previousYearColor: Record<ColorScheme, string> = {
  light: 'var(--mantine-color-dark-6)',
  dark: 'var(--mantine-color-gray-2)',
};

export function checkInKindColor(scheme: ColorScheme, kind: CheckInKind): string {
  return kindColors[scheme][kind];
}

/** The colour of the `index`-th attendance type in the chart. */
export function headcountColor(scheme: ColorScheme, index: number): string {
  const shades = headcountShades[scheme];
  return `var(--mantine-color-${shades[index % shades.length] ?? 'gray-6'})`;
}
