/**
 * What the address form checks beyond the catalog (where every address attribute is optional
 * text): an address says at least where (a street or a city), a region is a short name or code,
 * and the ZIP or postal code fits the country the region belongs to. The API has no country
 * attribute, so a US state (code or name) or Canadian province code tells the country; any
 * other region accepts the Canadian and UK formats or a short code with a digit, but not a US
 * ZIP code, which needs a US state or territory beside it (D136).
 */
import {
  isBlank,
  isUsRegion,
  postalCodeProblem,
  usStateProblem,
  type PostalCountry,
} from '../../../lib/pure/forms/text-rules';
import type { Translate } from '../../../lib/pure/i18n/translator';

export const addressMaxLengths: Readonly<Record<string, number>> = {
  street: 100,
  city: 60,
  state: 40,
  zip: 10,
  location: 40,
};

const canadianProvinces = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

export function countryOfRegion(state: string): PostalCountry {
  if (isUsRegion(state)) return 'US';
  if (canadianProvinces.has(state.trim().toUpperCase())) return 'CA';
  return 'other';
}

export interface AddressText {
  street: string;
  city: string;
  state: string;
  zip: string;
}

const regionPattern = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/** Problems by field name; length limits are the catalog form's (`addressMaxLengths`). */
export function addressProblems(
  t: Translate,
  address: AddressText,
): Record<keyof AddressText, string | undefined> {
  const state = address.state.trim();
  const country = countryOfRegion(state);
  return {
    street:
      isBlank(address.street) && isBlank(address.city)
        ? t('people.addresses.streetOrCity')
        : undefined,
    city: undefined,
    state:
      state !== '' && !regionPattern.test(state)
        ? t('people.addresses.regionPattern')
        : country === 'other'
          ? usStateProblem(t, state, address.zip)
          : undefined,
    zip: postalCodeProblem(t, address.zip, country),
  };
}
