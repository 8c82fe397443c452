import type { ApiErrorObject } from '../api/api-error';
import type { PayloadProblem } from '../api/catalog/validate';

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
  invalidPayload: (detail: string) => one(400, 'Bad Request', 'invalid_resource_payload', detail),
  unauthorized: (hint: string) =>
    one(401, 'Unauthorized', 'unauthorized', `This request could not be authenticated. ${hint}`),
  forbidden: (detail = 'You do not have access to this resource') =>
    one(403, 'Forbidden', 'forbidden', detail),
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
