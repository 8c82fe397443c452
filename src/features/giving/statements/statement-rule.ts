/**
 * Which gifts a statement lists: those that went through and stayed. A failed payment moved no
 * money, a pending one has not yet, and a refunded one was given back (the real service keeps
 * its status `succeeded` and says `refunded: true`; the spec's dialect names no refund, D156).
 * One rule for the statements and for the proof's second read.
 */
export function countsOnStatement(gift: { status: string; refunded: boolean }): boolean {
  return gift.status === 'succeeded' && !gift.refunded;
}
