export const listsPath = '/people/lists';

export function listPath(id: string): string {
  return `${listsPath}/${encodeURIComponent(id)}`;
}

/** Attributes the spec leaves untyped (total_people, description, share names) as text. */
export function untypedText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return new Intl.NumberFormat().format(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
