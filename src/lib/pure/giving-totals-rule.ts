/**
 * Which donations giving totals count, wherever they are added up (the giving overview, the home
 * page): failed payments moved no money, so they are not part of any total.
 */
export function countsTowardTotals(paymentStatus: string): boolean {
  return paymentStatus !== 'failed';
}
