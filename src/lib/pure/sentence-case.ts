/** Text with its first letter in capitals, as a title begins: "batch" → "Batch". */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
