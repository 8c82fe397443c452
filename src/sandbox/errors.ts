import type { ApiErrorObject } from '../api/api-error';
import { forbiddenAttributeTitle } from '../api/catalog/validate';
import type { PayloadProblem } from '../api/catalog/validate';
import type { Dialect } from '../api/catalog/dialects';

/** An error the sandbox answers with the service's { errors: [...] } body. */
export class SandboxHttpError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ApiErrorObject[], headers: Record<string, string> = {}) {
    super(errors[0]?.detail ?? `HTTP ${status}`);
    this.name = 'SandboxHttpError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

const one = (
  status: number,
  title: string,
  code: string,
  detail: string,
  extra: Partial<ApiErrorObject> = {},
) => new SandboxHttpError(status, [{ status: String(status), title, code, detail, ...extra }]);

export const httpErrors = {
  badRequest: (parameter: string, detail: string) =>
    one(400, 'Bad Request', 'invalid_parameter', detail, { source: { parameter } }),
  invalidPayload: (detail: string, pointer?: string) =>
    one(
      400,
      'Bad Request',
      'invalid_resource_payload',
      detail,
      pointer ? { source: { pointer } } : {},
    ),
  unauthorized: (hint: string) =>
    one(401, 'Unauthorized', 'unauthorized', `This request could not be authenticated. ${hint}`),
  forbidden: (detail = 'You do not have access to this resource') =>
    one(403, 'Forbidden', 'forbidden', detail),
  /** JSON:API 1.0: a create with a client-generated id the server does not support is a 403. */
  clientGeneratedId: () =>
    one(
      403,
      'Forbidden',
      'client_generated_id',
      'Client-generated ids are not supported: leave data.id out when creating.',
      { source: { pointer: '/data/id' } },
    ),
  unsupportedVersion: (detail: string) =>
    one(400, 'Bad Request', 'unsupported_version_error', detail),
  notFound: (detail = 'The resource you requested could not be found') =>
    one(404, 'Not Found', 'not_found', detail),
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    new SandboxHttpError(
      405,
      [
        {
          status: '405',
          title: 'Method Not Allowed',
          code: 'method_not_allowed',
          detail: `${method} is not supported here`,
        },
      ],
      { Allow: allowed.join(', ') },
    ),
  noHost: () =>
    one(400, 'Bad Request', 'bad_host', 'The request has no Host header (HTTP/1.1 requires one).'),
  uriTooLong: (detail: string) => one(414, 'URI Too Long', 'uri_too_long', detail),
  headerFieldsTooLarge: (detail: string) =>
    one(431, 'Request Header Fields Too Large', 'header_fields_too_large', detail),
  unsupportedMediaType: (detail: string) =>
    one(415, 'Unsupported Media Type', 'unsupported_media_type', detail),
  payloadTooLarge: (detail: string) => one(413, 'Payload Too Large', 'payload_too_large', detail),
  validation: (resource: string, problems: readonly PayloadProblem[]) =>
    new SandboxHttpError(
      422,
      problems.map((p) => ({
        status: '422',
        title: p.title,
        code: 'invalid',
        detail: p.detail,
        source: { pointer: p.pointer },
        meta: { resource },
      })),
    ),
};

/** The parameter a JSON pointer names, as the real service writes it (`/data/attributes/name`: `name`). */
function parameterOf(pointer: string): string | undefined {
  const match = /^\/data\/(?:attributes|relationships)\/([^/]+)/.exec(pointer);
  if (match) return match[1];
  return pointer === '/data/id' ? 'id' : pointer === '/data/type' ? 'type' : undefined;
}

/**
 * Errors as a dialect writes them. The real service never sends `source.pointer`: a field is
 * `source.parameter`, a 422 is titled "Validation Error" and carries `meta.associated_resources`
 * (church-api-real-behaviour.md §1.12), except an attribute it does not take, answered with
 * status, title ("Forbidden Attribute") and detail only, as recorded (pypco's apitour.md).
 */
export function errorsInDialect(
  errors: readonly ApiErrorObject[],
  dialect: Dialect,
): ApiErrorObject[] {
  if (dialect.errorSource === 'pointer') return [...errors];
  return errors.map((error) => {
    const { source, ...rest } = error;
    if (dialect.writes.bareForbiddenAttribute && error.title === forbiddenAttributeTitle) {
      return { status: error.status, title: error.title, detail: error.detail };
    }
    const out: ApiErrorObject = { ...rest };
    const parameter = source?.parameter ?? (source?.pointer && parameterOf(source.pointer));
    if (parameter) out.source = { parameter };
    if (error.status === '422') {
      out.title = 'Validation Error';
      if (dialect.errorAssociatedResources) {
        out.meta = { ...error.meta, associated_resources: [] };
      }
    }
    return out;
  });
}
