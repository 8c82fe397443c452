/**
 * How large a request the sandbox reads, and its answers to requests it cannot read, in the
 * API's { errors: [...] } shape.
 *
 * Node's HTTP parser refuses a request line and header fields over `maxHeaderSize` before any
 * handler runs, when the request cannot be attributed to a user. So the parser is given room
 * (`parserHeaderLimit`) and the sandbox's own limits are checked once the request is read: a
 * request target over 16 KiB is a 414 and header fields over 16 KiB a 431, answered like any
 * other error (with the rate headers of an authenticated caller). Only what even the parser
 * refuses (over 64 KiB, a method Node does not know, broken HTTP, a client too slow to send) is
 * answered on the raw socket by src/lib/server/http-server-limits.ts, without rate headers: nothing of
 * it could be read, so it is no user's request (D22).
 */
import type { IncomingMessage } from 'node:http';
import { httpErrors } from './errors';
import type { SandboxHttpError } from './errors';

/** Node's `maxHeaderSize` for the sandbox: room for the two limits below. */
export const parserHeaderLimit = 64 * 1024;
/** The longest request target (path and query) read. */
export const targetLimit = 16 * 1024;
/** The most bytes of header fields read. */
export const headerFieldsLimit = 16 * 1024;

/**
 * The 400 for a request without a Host (links are built from it), or the 414 or 431 for a
 * request over the sandbox's limits; undefined when it can be read.
 */
export function sizeRefusal(request: IncomingMessage): SandboxHttpError | undefined {
  if ((request.headers.host ?? '').trim() === '') {
    return httpErrors.noHost();
  }
  const target = request.url?.length ?? 0;
  if (target > targetLimit) {
    return httpErrors.uriTooLong(
      `The request target (path and query) is ${target} bytes; the limit is ${targetLimit}.`,
    );
  }
  // Each field line is name, ": ", value and CRLF; the parser hands them over as latin1 text.
  const raw = request.rawHeaders;
  let fields = 0;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    fields += (raw[i]?.length ?? 0) + (raw[i + 1]?.length ?? 0) + 4;
  }
  if (fields > headerFieldsLimit) {
    return httpErrors.headerFieldsTooLarge(
      `The header fields are ${fields} bytes; the limit is ${headerFieldsLimit}.`,
    );
  }
  return undefined;
}
