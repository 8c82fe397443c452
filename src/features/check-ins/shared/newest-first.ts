/**
 * Newest-first paging over lists the service only gives oldest first (event periods, passes):
 * the view skips the `skip` newest records and shows the next `perPage`, which is one server
 * request at an arbitrary offset once the total is known.
 */
export interface ServerWindow {
  offset: number;
  perPage: number;
}

/** The server offset and page size of a newest-first view; null when it is past the end. */
export function newestFirstWindow(
  total: number,
  skip: number,
  perPage: number,
): ServerWindow | null {
  const end = total - Math.max(0, skip);
  if (end <= 0 || perPage < 1) return null;
  const offset = Math.max(0, end - perPage);
  return { offset, perPage: end - offset };
}
