/**
 * What a benchmark is and what it answers: the runner (run.ts) imports the benchmarks, and the
 * benchmarks import only these types, so bench/ has no import cycle.
 */

/** One target a benchmark checks, e.g. "initial JS at most 200 kB gzip". */
export interface TargetCheck {
  /** What is required, with its threshold ("large seeds in at most 10,000 ms"). */
  readonly target: string;
  /** The figure measured ("13,263 ms"). */
  readonly actual: string;
  readonly pass: boolean;
}

export interface BenchResult {
  readonly targets: readonly TargetCheck[];
}

export interface Bench {
  readonly name: string;
  /** Measures, prints its own figures, and returns the targets it checked. */
  readonly run: () => Promise<BenchResult>;
}
