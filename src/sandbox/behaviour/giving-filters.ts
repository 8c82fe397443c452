/** The named filters of the giving app's lists: none yet (a filter added to the catalog goes here). */
import type { AppFilters } from './filter-kit';

export const givingFilters: AppFilters<'giving'> = { named: {}, hidden: {} };
