/**
 * What a form may write, straight from the catalog: the writable attributes of a write
 * endpoint with their types and allowed values, how a form's text turns into the API's value,
 * and the same checks the client and the sandbox run.
 */
import { ApiError } from '../../../api/api-error';
import { resourceSpec } from '../../../api/catalog/catalog';
import { writeEndpointSpec } from '../../../api/catalog/write-endpoints';
import {
  normalizeAttribute,
  type AttributeOptions,
  type WriteMethod,
} from '../../../api/catalog/schema';
import { attributeIssue } from '../../../api/catalog/validate';
import { fieldLabel } from '../i18n/field-label';
import type { Translate } from '../i18n/translator';

export interface WriteField {
  name: string;
  spec: AttributeOptions;
  required: boolean;
  /** Its label in the interface language (`fieldLabel`): 'first_name' → 'First name'. */
  label: string;
}

/** A form holds text for text-like inputs and booleans for switches. */
export type FormValue = string | boolean;

/** The writable attributes of `${method} ${path}`, in the catalog's order, labelled by `t`. */
export function writeFields(
  t: Translate,
  method: Exclude<WriteMethod, 'DELETE'>,
  path: string,
): WriteField[] {
  const endpoint = writeEndpointSpec(method, path);
  if (!endpoint) throw new Error(`No write endpoint ${method} ${path} in the catalog`);
  const resource = resourceSpec(endpoint.app, endpoint.resource);
  if (!resource) throw new Error(`No resource ${endpoint.resource} in the catalog`);
  const required = new Set(endpoint.required ?? []);
  return endpoint.writable.flatMap((name) => {
    const attribute = resource.attributes[name];
    if (attribute === undefined) return [];
    return [
      {
        name,
        spec: normalizeAttribute(attribute),
        required: required.has(name),
        label: fieldLabel(t, name),
      },
    ];
  });
}

/** The form's value for an API value (null and absent read as empty). */
export function toFormValue(spec: AttributeOptions, value: unknown): FormValue {
  if (spec.type === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The API value for a form value. Empty text is null when the attribute may be null, and
 * undefined (left out) otherwise, so "not filled in" never becomes an empty string by accident.
 */
export function toApiValue(spec: AttributeOptions, value: FormValue): unknown {
  if (spec.type === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return spec.nullable ? null : undefined;
  if (spec.type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  return text;
}

/** Why a form value cannot be sent, in words for the field, or undefined. */
export function fieldProblem(
  t: Translate,
  field: WriteField,
  value: FormValue,
): string | undefined {
  const apiValue = toApiValue(field.spec, value);
  const values = { field: field.label };
  if (apiValue === undefined) {
    return field.required ? t('forms.problem.required', values) : undefined;
  }
  const issue = attributeIssue(field.spec, apiValue);
  if (issue === undefined) return undefined;
  switch (issue.kind) {
    case 'oneOf':
      return t('forms.problem.oneOf', { ...values, allowed: issue.allowed.join(', ') });
    case 'part':
      return t('forms.problem.part', { ...values, problem: issue.problem });
    default:
      return t(`forms.problem.${issue.kind}`, values);
  }
}

/** The attributes to send: every field on create, only changed ones on update. */
export function attributesOf(
  fields: readonly WriteField[],
  values: Readonly<Record<string, FormValue>>,
  initial?: Readonly<Record<string, FormValue>>,
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (initial && initial[field.name] === value) continue;
    const apiValue = toApiValue(field.spec, value);
    if (apiValue !== undefined) attributes[field.name] = apiValue;
    // On update a cleared text field must be sent cleared: '' (as the service stores "nothing"
    // for a non-nullable text), never null, which the validator refuses.
    else if (initial) attributes[field.name] = field.spec.type === 'string' ? '' : null;
  }
  return attributes;
}

/**
 * A failed save's messages by form field, plus those that belong to no field of the form
 * (shown above the form). Only a 422 has field messages. The service's own words (a 422's
 * detail) are its data and stay as it wrote them; what Narthex says is in `t`'s language.
 */
export function serverErrorsByField(
  t: Translate,
  error: unknown,
  fieldNames: readonly string[],
  /** Error source names that belong on another form field: { person: 'household' }. */
  aliases: Readonly<Record<string, string>> = {},
): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  if (!(error instanceof ApiError) || error.kind !== 'validation') {
    if (error instanceof ApiError) {
      general.push(error.kind === 'network' ? t('forms.save.network') : error.detail);
    } else general.push(error instanceof Error ? error.message : String(error));
    return { byField, general };
  }
  for (const [source, messages] of Object.entries(error.fieldErrors())) {
    const field = Object.hasOwn(aliases, source) ? (aliases[source] ?? source) : source;
    if (fieldNames.includes(field)) {
      byField[field] = [byField[field], ...messages].filter(Boolean).join('; ');
    } else {
      const field = source ? fieldLabel(t, source) : undefined;
      general.push(
        ...messages.map((message) =>
          field === undefined ? message : t('forms.save.otherField', { field, message }),
        ),
      );
    }
  }
  return { byField, general };
}
