/** A status word of the API as the screen says it: 'delivered' → 'Delivered'; none is 'Unknown'. */
export function statusText(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}
