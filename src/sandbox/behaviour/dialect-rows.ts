/**
 * What a dialect's service shows of a record that its stored columns alone do not say (D156).
 * The real service keeps a refunded gift `succeeded` and says `refunded: true`; the spec names
 * no refund, so its dialect shows what a refund leaves, a gift whose money did not stay: failed.
 */
import type { DialectName } from '../../api/catalog/dialects';
import type { ResourceSpec } from '../../api/catalog/schema';

export function showInDialect(
  resource: ResourceSpec,
  row: Readonly<Record<string, unknown>>,
  attributes: Record<string, unknown>,
  dialect: DialectName,
): void {
  if (
    dialect === 'spec' &&
    resource.app === 'giving' &&
    resource.type === 'Donation' &&
    row.refunded === 1 &&
    'payment_status' in attributes
  ) {
    attributes.payment_status = 'failed';
  }
}
