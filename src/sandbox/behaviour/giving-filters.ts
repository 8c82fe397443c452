/**
 * The named filters of the giving app's lists: only the real service's (catalog `onlyIn`), as
 * its documentation names them (D151); the spec's giving lists have none.
 */
import { listedValue } from '../catalog-keys';
import type { ListedValue } from '../catalog-keys';
import { condition } from './filter-kit';
import type { AppFilters } from './filter-kit';

const batchStatus = (value: ListedValue<'giving', 'Batch', 'status'>) =>
  `'${listedValue('giving', 'Batch', 'status', value)}'`;

export const givingFilters: AppFilters<'giving'> = {
  named: {
    Batch: {
      in_progress: condition(`t.status = ${batchStatus('in_progress')}`),
      // Committed: entered and closed, whether deposited yet or not.
      committed: condition(`t.status <> ${batchStatus('in_progress')}`),
    },
    Donation: {
      succeeded: condition(
        `t.payment_status = '${listedValue('giving', 'Donation', 'payment_status', 'succeeded')}'`,
      ),
    },
  },
  hidden: {},
};
