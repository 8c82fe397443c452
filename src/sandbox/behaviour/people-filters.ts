/** The named filters and default scopes of the people app's lists. */
import type { FilterName } from '../catalog-keys';
import { passedThrough } from './filter-kit';
import type { AppFilters } from './filter-kit';

const includeDeleted: FilterName<'people', 'FieldDefinition'> = 'include_deleted';

export const peopleFilters: AppFilters<'people'> = {
  named: {
    FieldDefinition: {
      include_deleted: passedThrough(
        'adds no condition: it lifts the default scope that hides soft-deleted field definitions',
      ),
    },
  },
  hidden: {
    // Soft-deleted field definitions are left out of lists unless filter=include_deleted is
    // given or where[deleted_at] names a date (D27).
    FieldDefinition: (query) =>
      query.filter.includes(includeDeleted) ||
      query.where.some((w) => w.name === 'deleted_at' && w.value !== '')
        ? undefined
        : { sql: 't.deleted_at IS NULL', params: [] },
  },
};
