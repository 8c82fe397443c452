/** The dashboard's URLs of the households pages. */
export const householdsPath = '/people/households';

export function householdPath(id: string): string {
  return `${householdsPath}/${encodeURIComponent(id)}`;
}

/** Navigation state a household page or the list reads to say what just happened. */
export interface HouseholdNavigationState {
  householdCreated?: string;
  householdDeleted?: string;
}

export function householdNavigationState(state: unknown): HouseholdNavigationState {
  return typeof state === 'object' && state !== null ? (state as HouseholdNavigationState) : {};
}
