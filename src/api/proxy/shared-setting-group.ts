/** What a group of shared settings is (shared-settings-contract.ts lists the groups). */

/** A problem with a value, at a JSON pointer into `{ value }` (`/value/rooms/6`). */
export interface SettingProblem {
  readonly pointer: string;
  readonly detail: string;
}

export type SettingReading<V> =
  | { readonly ok: true; readonly value: V }
  | { readonly ok: false; readonly problems: SettingProblem[] };

export interface SharedSettingGroup<V> {
  /** What the group holds before anyone saved it. */
  readonly initial: V;
  /** The value when `input` is well formed and plausible; otherwise every problem found. */
  read(input: unknown): SettingReading<V>;
}
