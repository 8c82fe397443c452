export const listsPath = '/people/lists';

export function listPath(id: string): string {
  return `${listsPath}/${encodeURIComponent(id)}`;
}
