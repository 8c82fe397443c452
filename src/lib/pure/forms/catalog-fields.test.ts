import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-error';
import {
  attributesOf,
  fieldProblem,
  serverErrorsByField,
  toApiValue,
  toFormValue,
  writeFields,
} from './catalog-fields';
import { testTranslate } from '../i18n/testing/test-translate';

const t = testTranslate();

describe('writeFields', () => {
  it('lists the writable attributes of an endpoint with their types and requiredness', () => {
    const fields = writeFields(t, 'POST', '/people/v2/people/{person_id}/emails');
    const address = fields.find((field) => field.name === 'address');
    expect(address).toMatchObject({ required: true, label: 'Address', spec: { type: 'string' } });
    expect(fields.find((field) => field.name === 'primary')?.spec.type).toBe('boolean');
  });

  it('labels the fields and words their problems in the interface language', () => {
    const es = testTranslate('es');
    const [total] = writeFields(es, 'POST', '/check_ins/v2/event_times/{event_time_id}/headcounts');
    expect(total?.label).toBe('Total');
    if (!total) return;
    expect(fieldProblem(es, total, '')).toBe('El campo Total es obligatorio');
    expect(fieldProblem(es, total, '4.5')).toBe('El campo Total debe ser un número entero');
    const email = writeFields(es, 'POST', '/people/v2/people/{person_id}/emails');
    expect(email.find((field) => field.name === 'address')?.label).toBe('Dirección');
  });

  it('refuses an endpoint the catalog does not have', () => {
    expect(() => writeFields(t, 'POST', '/people/v2/nothing')).toThrow(/No write endpoint/);
  });
});

describe('form values and API values', () => {
  const headcountTotal = writeFields(
    t,
    'POST',
    '/check_ins/v2/event_times/{event_time_id}/headcounts',
  )[0];

  it('turns integer text into a number and leaves bad text for the validator', () => {
    expect(headcountTotal).toBeDefined();
    if (!headcountTotal) return;
    expect(toApiValue(headcountTotal.spec, ' 42 ')).toBe(42);
    expect(toApiValue(headcountTotal.spec, '4.5')).toBe('4.5');
    expect(fieldProblem(t, headcountTotal, '4.5')).toBe('Total must be a whole number');
    expect(fieldProblem(t, headcountTotal, '')).toBe('Total is required');
    expect(fieldProblem(t, headcountTotal, '7')).toBeUndefined();
  });

  it('round-trips booleans and empties', () => {
    expect(toFormValue({ type: 'boolean' }, true)).toBe(true);
    expect(toFormValue({ type: 'string' }, null)).toBe('');
    expect(toApiValue({ type: 'string', nullable: true }, '  ')).toBeNull();
    expect(toApiValue({ type: 'string' }, '')).toBeUndefined();
  });

  it('sends every field on create and only the changed ones on update', () => {
    const fields = writeFields(t, 'PATCH', '/people/v2/emails/{id}');
    const initial = { address: 'a@example.org', location: 'Home', primary: false };
    expect(attributesOf(fields, { ...initial, location: 'Work' }, initial)).toEqual({
      location: 'Work',
    });
    expect(attributesOf(fields, initial)).toMatchObject(initial);
  });

  it('sends a cleared text field as empty text on update, and leaves it out on create', () => {
    const fields = writeFields(t, 'PATCH', '/people/v2/people/{person_id}/addresses/{id}');
    const initial = { street: '1 Main St', city: 'Aurora', state: 'IL', zip: '', location: '' };
    expect(attributesOf(fields, { ...initial, street: '  ' }, initial)).toEqual({ street: '' });
    expect(attributesOf(fields, { ...initial, street: '' })).not.toHaveProperty('street');
  });
});

describe('serverErrorsByField', () => {
  it('puts a 422 message on its field and keeps the others general', () => {
    const error = new ApiError({
      status: 422,
      method: 'POST',
      url: '/x',
      errors: [
        { detail: 'is not an e-mail address', source: { pointer: '/data/attributes/address' } },
        { detail: 'something else' },
      ],
    });
    expect(serverErrorsByField(t, error, ['address'])).toEqual({
      byField: { address: 'is not an e-mail address' },
      general: ['something else'],
    });
  });

  it('puts a message about another name on the field it is aliased to', () => {
    const error = new ApiError({
      status: 422,
      method: 'POST',
      url: '/x',
      errors: [
        { detail: 'person is already a member', source: { pointer: '/data/relationships/person' } },
      ],
    });
    expect(serverErrorsByField(t, error, ['household'], { person: 'household' })).toEqual({
      byField: { household: 'person is already a member' },
      general: [],
    });
  });

  it('names a field the form does not show by its label, in the interface language', () => {
    const error = new ApiError({
      status: 422,
      method: 'POST',
      url: '/x',
      errors: [{ detail: "can't be blank", source: { pointer: '/data/attributes/first_name' } }],
    });
    expect(serverErrorsByField(t, error, ['address']).general).toEqual([
      "First name: can't be blank",
    ]);
    expect(serverErrorsByField(testTranslate('es'), error, ['address']).general).toEqual([
      "Nombre: can't be blank",
    ]);
  });

  it('says a save that could not reach the service in the interface language', () => {
    const error = new ApiError({ status: 0, method: 'POST', url: '/x', errors: [] });
    expect(serverErrorsByField(t, error, []).general).toEqual([
      'The service could not be reached.',
    ]);
    expect(serverErrorsByField(testTranslate('es'), error, []).general).toEqual([
      'No se pudo conectar con el servicio.',
    ]);
  });

  it('reports a non-validation failure as general', () => {
    const error = new ApiError({
      status: 500,
      method: 'POST',
      url: '/x',
      errors: [{ detail: 'boom' }],
    });
    expect(serverErrorsByField(t, error, ['address'])).toEqual({ byField: {}, general: ['boom'] });
  });
});
