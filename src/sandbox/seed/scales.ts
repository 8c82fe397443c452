/** How much data each seed scale makes. The generators aim at these figures; counts land near. */

export type SeedScale = 'small' | 'medium' | 'large' | 'xlarge';

export interface ScaleSettings {
  /** People records (including the administrator). */
  readonly people: number;
  /** Weeks of weekly events ending on the anchor day (daily events: seven periods a week). */
  readonly weeks: number;
  /** Check-ins over the whole range, one-time guests included. */
  readonly checkIns: number;
  /** Donations over the whole range. */
  readonly donations: number;
  /** Check-ins of people later deleted (person_id null, not one-time guests). */
  readonly deletedPeople: number;
  /** Message groups, and the most recipients of one group. */
  readonly messageGroups: number;
  readonly recipientsPerGroup: number;
}

export const scales: Readonly<Record<SeedScale, ScaleSettings>> = {
  small: {
    people: 120,
    weeks: 12,
    checkIns: 1_500,
    donations: 400,
    deletedPeople: 2,
    messageGroups: 6,
    recipientsPerGroup: 40,
  },
  medium: {
    people: 800,
    weeks: 52,
    checkIns: 15_000,
    donations: 5_000,
    deletedPeople: 4,
    messageGroups: 16,
    recipientsPerGroup: 120,
  },
  large: {
    people: 5_000,
    weeks: 104,
    checkIns: 100_000,
    donations: 30_000,
    deletedPeople: 8,
    messageGroups: 30,
    recipientsPerGroup: 250,
  },
  /** Ten times large over the same two years: shows how the cost of a query grows with data. */
  xlarge: {
    people: 50_000,
    weeks: 104,
    checkIns: 1_000_000,
    donations: 300_000,
    deletedPeople: 80,
    messageGroups: 300,
    recipientsPerGroup: 250,
  },
};

export const seedScales = Object.keys(scales) as SeedScale[];

export function isSeedScale(text: string): text is SeedScale {
  return Object.hasOwn(scales, text);
}
