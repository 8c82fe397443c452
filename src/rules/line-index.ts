/** Offset ↔ 1-based line/column lookups over one text. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  /** 1-based line and column of an offset (clamped to the text). */
  position(offset: number): { line: number; column: number } {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: at - (this.starts[low] ?? 0) + 1 };
  }

  /** Offset of a 1-based line and column (clamped). */
  offset(line: number, column: number): number {
    const index = Math.max(0, Math.min(line - 1, this.starts.length - 1));
    const start = this.starts[index] ?? 0;
    const next = this.starts[index + 1] ?? this.text.length + 1;
    return Math.min(start + Math.max(0, column - 1), next - 1);
  }
}
