/**
 * Which gifts count, wherever gifts are added up (D156, D184): one rule for every page.
 *
 * A gift counts as given when its payment succeeded and was not given back. A failed payment
 * moved no money, a pending one has not yet, and a refunded one was returned: the real service
 * keeps a refunded gift `succeeded` and says `refunded: true`; the spec's dialect names no
 * refund and the sandbox serves one there as failed. Statements and their proof, a donor's year,
 * a month's close and a batch's page count these.
 */
export interface GiftState {
  payment_status: string;
  /** Only the real service says it (catalog `onlyIn`). */
  refunded?: boolean | null;
}

export function countsAsGiven(gift: GiftState): boolean {
  return gift.payment_status === 'succeeded' && gift.refunded !== true;
}

/**
 * The giving overview and the home page's tile show money in flight as well (D154): a pending
 * gift counts there; a failed or refunded one never does.
 */
export function countsTowardTotals(gift: GiftState): boolean {
  return gift.payment_status === 'pending' || countsAsGiven(gift);
}
