/** Saves a file (a PDF, a ZIP) through a temporary object URL. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut the download short in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves text as a file. The byte order mark lets spreadsheet programs read the CSV as UTF-8
 * (names with accents); pass `bom: false` for files that must not start with one (YAML).
 */
export function downloadText(
  text: string,
  filename: string,
  type = 'text/csv;charset=utf-8',
  bom = true,
): void {
  downloadBlob(new Blob(bom ? ['\ufeff', text] : [text], { type }), filename);
}
