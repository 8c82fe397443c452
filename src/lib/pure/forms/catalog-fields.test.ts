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

describe('writeFields', () => {
  it('lists the writable attributes of an endpoint with their types and requiredness', () => {
    const fields = writeFields('POST', '/people/v2/people/{person_id}/emails');
    const address = fields.find((field) => field.name === 'address');
    expect(address).toMatchObject({ required: true, label: 'Address', spec: { type: 'string' } });
    expect(fields.find((field) => field.name === 'primary')?.spec.type).toBe('boolean');
  });

  it('refuses an endpoint the catalog does not have', () => {
    expect(() => writeFields('POST', '/people/v2/nothing')).toThrow(/No write endpoint/);
  });
});

describe('form values and API values', () => {
  const headcountTotal = writeFields(
    'POST',
    '/check_ins/v2/event_times/{event_time_id}/headcounts',
  )[0];

  it('turns integer text into a number and leaves bad text for the validator', () => {
    expect(headcountTotal).toBeDefined();
    if (!headcountTotal) return;
    expect(toApiValue(headcountTotal.spec, ' 42 ')).toBe(42);
    expect(toApiValue(headcountTotal.spec, '4.5')).toBe('4.5');
    expect(fieldProblem(headcountTotal, '4.5')).toBe('Total must be a whole number');
    expect(fieldProblem(headcountTotal, '')).toBe('Total is required');
    expect(fieldProblem(headcountTotal, '7')).toBeUndefined();
  });

  it('round-trips booleans and empties', () => {
    expect(toFormValue({ type: 'boolean' }, true)).toBe(true);
    expect(toFormValue({ type: 'string' }, null)).toBe('');
    expect(toApiValue({ type: 'string', nullable: true }, '  ')).toBeNull();
    expect(toApiValue({ type: 'string' }, '')).toBeUndefined();
  });

  it('sends every field on create and only the changed ones on update', () => {
    const fields = writeFields('PATCH', '/people/v2/emails/{id}');
    const initial = { address: 'a@example.org', location: 'Home', primary: false };
    expect(attributesOf(fields, { ...initial, location: 'Work' }, initial)).toEqual({
      location: 'Work',
    });
    expect(attributesOf(fields, initial)).toMatchObject(initial);
  });

  it('sends a cleared text field as empty text on update, and leaves it out on create', () => {
    const fields = writeFields('PATCH', '/people/v2/people/{person_id}/addresses/{id}');
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
    expect(serverErrorsByField(error, ['address'])).toEqual({
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
    expect(serverErrorsByField(error, ['household'], { person: 'household' })).toEqual({
      byField: { household: 'person is already a member' },
      general: [],
    });
  });

  it('reports a non-validation failure as general', () => {
    const error = new ApiError({
      status: 500,
      method: 'POST',
      url: '/x',
      errors: [{ detail: 'boom' }],
    });
    expect(serverErrorsByField(error, ['address'])).toEqual({ byField: {}, general: ['boom'] });
  });
});
