/** One member of a JSON:API `errors` array, as the service shapes it. */
export interface ApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
}

export type ApiErrorKind =
  | 'network'
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'server'
  | 'invalid_response'
  | 'other';

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 0) return 'network';
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'other';
}

/** Every failed request surfaces as this one type: the HTTP status plus the errors[] body. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly errors: readonly ApiErrorObject[];
  readonly method: string;
  readonly url: string;
  /** Seconds the service asked us to wait (429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    errors: readonly ApiErrorObject[];
    method: string;
    url: string;
    kind?: ApiErrorKind;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    const first = init.errors[0];
    const summary = first?.detail ?? first?.title ?? first?.code ?? `HTTP ${init.status}`;
    super(`${init.method} ${init.url} failed (${init.status}): ${summary}`, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind ?? kindOfStatus(init.status);
    this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'unauthorized';
  }
  get isForbidden(): boolean {
    return this.kind === 'forbidden';
  }
  get isNotFound(): boolean {
    return this.kind === 'not_found';
  }
  get isValidation(): boolean {
    return this.kind === 'validation';
  }
  get isRateLimited(): boolean {
    return this.kind === 'rate_limited';
  }

  /** The first human-readable message, for a toast or an error state. */
  get detail(): string {
    const first = this.errors[0];
    return first?.detail ?? first?.title ?? this.message;
  }

  /**
   * Validation messages by attribute name, from `source.pointer` (/data/attributes/name) or
   * `source.parameter` (name). Messages without a source are under the empty key.
   */
  fieldErrors(): Record<string, string[]> {
    const byField: Record<string, string[]> = {};
    for (const error of this.errors) {
      const field = fieldOfSource(error.source);
      const message = error.detail ?? error.title ?? error.code ?? 'is invalid';
      (byField[field] ??= []).push(message);
    }
    return byField;
  }
}

function fieldOfSource(source: ApiErrorObject['source']): string {
  if (source?.pointer) {
    const match = /^\/data\/(?:attributes|relationships)\/([^/]+)/.exec(source.pointer);
    if (match?.[1]) return match[1];
  }
  return source?.parameter ?? '';
}

/** Reads an errors[] array out of any parsed body, tolerating bodies that are not JSON:API. */
export function errorsOfBody(body: unknown, fallback: ApiErrorObject): ApiErrorObject[] {
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      return errors.filter((e): e is ApiErrorObject => typeof e === 'object' && e !== null);
    }
  }
  return [fallback];
}

/** A call the catalog does not allow (unknown include, bad per_page, ...), caught before sending. */
export class ApiUsageError extends TypeError {
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.name = 'ApiUsageError';
    this.parameter = parameter;
  }
}

/** Whether a failed read failed because the record is not there (deleted, or a wrong link). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.isNotFound;
}
