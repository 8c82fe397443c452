/**
 * A ZIP of files with fflate (D157): stored, not deflated, since PDFs compress their own
 * streams and deflating them again costs time for a percent or two.
 */
import { zipSync, type Zippable } from 'fflate';

export function zipFiles(files: readonly { name: string; bytes: Uint8Array }[]): Uint8Array {
  const entries: Zippable = {};
  const used = new Set<string>();
  for (const { name, bytes } of files) {
    let unique = name;
    for (let n = 2; used.has(unique); n++) unique = name.replace(/(\.[^.]*)?$/, `-${n}$1`);
    used.add(unique);
    entries[unique] = [bytes, { level: 0 }];
  }
  return zipSync(entries);
}
