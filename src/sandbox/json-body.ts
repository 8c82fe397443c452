/**
 * The request bodies the apps' endpoints read: JSON sent as application/vnd.api+json or
 * application/json, with no media type parameter other than charset=utf-8 (JSON:API 1.0: any
 * other parameter on its media type is a 415). A body of any other media type, or one without a
 * Content-Type, is a 415; the OAuth endpoints (forms) and the upload (multipart) have their own.
 */
import type { FastifyInstance } from 'fastify';
import { httpErrors } from './errors';
import type { SandboxHttpError } from './errors';

const jsonTypes = ['application/vnd.api+json', 'application/json'];
const accepted = 'application/vnd.api+json (or application/json)';

const essenceOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim() ?? '';

/** The 415 for a body that is not JSON (or has no Content-Type). */
function notJson(contentType: string | undefined): SandboxHttpError {
  const essence = essenceOf(contentType);
  const sent = essence === '' ? 'a body without a Content-Type' : `a body of type ${essence}`;
  return httpErrors.unsupportedMediaType(`The body must be ${accepted}; ${sent} is not read.`);
}

/** The 415 for a JSON media type with a parameter other than charset=utf-8; else undefined. */
function parameterRefusal(contentType: string | undefined): SandboxHttpError | undefined {
  const other = (contentType ?? '')
    .split(';')
    .slice(1)
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^charset\s*=\s*"?utf-8"?$/i.test(p));
  if (other.length === 0) return undefined;
  return httpErrors.unsupportedMediaType(
    `${essenceOf(contentType)} takes no media type parameter other than charset=utf-8 ` +
      `(JSON:API 1.0); this request has ${other.join('; ')}.`,
  );
}

/** JSON.parse keeps it as an own key, but `obj[key] = v` or Object.assign would set a prototype. */
const forbiddenKey = '__proto__';

/** The JSON pointer of the first `__proto__` key in a parsed value (walked without recursion). */
function forbiddenKeyPointer(root: unknown): string | undefined {
  interface Step {
    value: unknown;
    key?: string;
    parent?: Step;
  }
  const pointerOf = (step: Step): string => {
    const keys: string[] = [];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) {
      keys.push(at.key.replace(/~/g, '~0').replace(/\//g, '~1'));
    }
    return keys
      .reverse()
      .map((k) => `/${k}`)
      .join('');
  };
  const stack: Step[] = [{ value: root }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (typeof step.value !== 'object' || step.value === null) continue;
    for (const [key, value] of Object.entries(step.value)) {
      const child: Step = { value, key, parent: step };
      if (key === forbiddenKey) return pointerOf(child);
      stack.push(child);
    }
  }
  return undefined;
}

/**
 * Parses a JSON body ('' is no body). A `__proto__` key is valid JSON but refused with a 400
 * naming where it is, so that no handler ever meets one; it is never an attribute either.
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw httpErrors.invalidPayload('The request body is not valid JSON.');
  }
  // The key can only be there if its name, or an escape that may spell it, is in the text.
  if (!text.includes(forbiddenKey) && !text.includes('\\u')) return value;
  const pointer = forbiddenKeyPointer(value);
  if (pointer === undefined) return value;
  throw httpErrors.invalidPayload(
    `The request body is valid JSON, but its key ${forbiddenKey} (at ${pointer}) is not allowed.`,
    pointer,
  );
}

/** Replaces the parsers of an encapsulated context (the apps' routes) with the JSON one. */
export function readJsonBodiesOnly(api: FastifyInstance): void {
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(jsonTypes, { parseAs: 'string' }, (request, body, done) => {
    const refused = parameterRefusal(request.headers['content-type']);
    if (refused) {
      done(refused, undefined);
      return;
    }
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Any other media type, or a body without one; the body is not read.
  api.addContentTypeParser('*', (request, _payload, done) => {
    done(notJson(request.headers['content-type']), undefined);
  });
}
