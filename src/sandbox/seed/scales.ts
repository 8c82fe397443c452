/** How much data each seed scale makes. The generators aim at these figures; counts land near. */

export type SeedScale = 'small' | 'medium' | 'large' | 'xlarge';

export interface ScaleSettings {
  /** People who were part of the church before the range (including the administrator). */
  readonly people: number;
  /**
   * Households that visit for the first time each week of the range, on top of `people`: most
   * never come back, about a third stay.
   */
  readonly newcomersPerWeek: number;
  /** Weeks of weekly events ending on the anchor day (daily events: seven periods a week). */
  readonly weeks: number;
  /** Check-ins over the whole range, one-time guests included. */
  readonly checkIns: number;
  /** Donations over the whole range. */
  readonly donations: number;
  /** Check-ins of people later deleted (person_id null, not one-time guests). */
  readonly deletedPeople: number;
  /** Regular households that stop coming 3 to 10 weeks before the anchor day. */
  readonly dropouts: number;
  /** Message groups, and the most recipients of one group. */
  readonly messageGroups: number;
  readonly recipientsPerGroup: number;
}

export const scales: Readonly<Record<SeedScale, ScaleSettings>> = {
  small: {
    people: 120,
    newcomersPerWeek: 1,
    weeks: 80,
    checkIns: 5_000,
    donations: 1_400,
    deletedPeople: 2,
    dropouts: 3,
    messageGroups: 6,
    recipientsPerGroup: 40,
  },
  medium: {
    people: 800,
    newcomersPerWeek: 3,
    weeks: 80,
    checkIns: 23_000,
    donations: 7_700,
    deletedPeople: 4,
    dropouts: 5,
    messageGroups: 16,
    recipientsPerGroup: 120,
  },
  large: {
    people: 5_000,
    newcomersPerWeek: 12,
    weeks: 104,
    checkIns: 100_000,
    donations: 30_000,
    deletedPeople: 8,
    dropouts: 10,
    messageGroups: 30,
    recipientsPerGroup: 250,
  },
  /** Ten times large over the same two years: shows how the cost of a query grows with data. */
  xlarge: {
    people: 50_000,
    newcomersPerWeek: 120,
    weeks: 104,
    checkIns: 1_000_000,
    donations: 300_000,
    deletedPeople: 80,
    dropouts: 40,
    messageGroups: 300,
    recipientsPerGroup: 250,
  },
};

export const seedScales = Object.keys(scales) as SeedScale[];

export function isSeedScale(text: string): text is SeedScale {
  return Object.hasOwn(scales, text);
}
