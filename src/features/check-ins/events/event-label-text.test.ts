import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { audienceText, printsForText } from './event-label-text';

const english = translatorOf(testLanguage('en').i18n);
const spanish = translatorOf(testLanguage('es').i18n);
const flags = (regular: boolean, guest: boolean, volunteer: boolean) => ({
  for_regular: regular,
  for_guest: guest,
  for_volunteer: volunteer,
});

describe('label settings in words', () => {
  it('names who a label prints for, in English and Spanish', () => {
    expect(audienceText(english, flags(true, true, true))).toBe('Regulars, guests and volunteers');
    expect(audienceText(english, flags(false, true, true))).toBe('Guests and volunteers');
    expect(audienceText(english, flags(false, false, false))).toBe('Nobody');
    expect(audienceText(spanish, flags(true, false, true))).toBe('Habituales y voluntarios');
    expect(audienceText(spanish, flags(false, false, false))).toBe('Nadie');
  });

  it('names a name or security label, and shows a value it does not know as it is', () => {
    expect(printsForText(english, 'Person')).toBe('Name label: one for each person');
    expect(printsForText(spanish, 'Group')).toMatch(/^Etiqueta de seguridad/);
    expect(printsForText(english, 'Household')).toBe('Prints for Household');
    expect(printsForText(spanish, '')).toBe('Se imprime para un público desconocido');
  });
});
