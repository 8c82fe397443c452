/**
 * The check-ins app's Person carries its e-mail addresses and phone numbers as `unspecified`
 * arrays ([{address, location}], [{number, location}]): their strings, ignoring anything else.
 */
function contactValues(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || !(field in item)) return [];
    const text: unknown = (item as Record<string, unknown>)[field];
    return typeof text === 'string' && text !== '' ? [text] : [];
  });
}

/** A check-ins Person's e-mail addresses and phone numbers, as the profile has them. */
export function checkInPersonContacts(attributes: {
  email_addresses: unknown;
  phone_numbers: unknown;
}): { emails: string[]; phones: string[] } {
  return {
    emails: contactValues(attributes.email_addresses, 'address'),
    phones: contactValues(attributes.phone_numbers, 'number'),
  };
}
