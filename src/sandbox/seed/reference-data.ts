/**
 * The fixed facts of the seeded organization: its name and time zone, and the short value lists
 * the people app holds (ids are 1-based positions in these lists).
 */

export const organization = {
  name: 'Grace Fellowship Church',
  timeZone: 'America/Chicago',
  /** strftime pattern, as the real service sends it. */
  dateFormatPattern: '%m/%d/%Y',
  /** Domain of the staff sign-in and the church's own addresses. */
  emailDomain: 'sandbox.test',
  street: '1200 Grace Way',
  city: 'Naperville',
  state: 'IL',
  zip: '60540',
  phone: '(630) 555-0100',
} as const;

/**
 * "Now" when the options give none: the last second of Sunday 22 November 2026 in Chicago, so
 * the seeded data ends on that whole day.
 */
export const defaultAnchor = new Date('2026-11-23T05:59:59Z');

export const inactiveReasons = [
  'Moved away',
  'Attending another church',
  'No longer attending',
  'Deceased',
] as const;

export const maritalStatuses = ['Single', 'Married', 'Widowed', 'Divorced', 'Separated'] as const;

export const namePrefixes = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.', 'Rev.'] as const;

export const nameSuffixes = ['Jr.', 'Sr.', 'II', 'III', 'IV'] as const;

export const campuses = [
  { name: 'Main Campus', latitude: 41.7508, longitude: -88.1535 },
  { name: 'North Campus', latitude: 42.0334, longitude: -88.0834 },
] as const;

export const carriers = [
  { name: 'AT&T', value: 'txt.att.net' },
  { name: 'Verizon', value: 'vtext.com' },
  { name: 'T-Mobile', value: 'tmomail.net' },
  { name: 'US Cellular', value: 'email.uscc.net' },
  { name: 'Cricket', value: 'sms.cricketwireless.net' },
  { name: 'Boost Mobile', value: 'sms.myboostmobile.com' },
] as const;

/** Towns around the church, with their ZIP codes. */
export const towns = [
  { city: 'Naperville', zips: ['60540', '60563', '60564', '60565'] },
  { city: 'Aurora', zips: ['60502', '60503', '60504', '60506'] },
  { city: 'Wheaton', zips: ['60187', '60189'] },
  { city: 'Lisle', zips: ['60532'] },
  { city: 'Downers Grove', zips: ['60515', '60516'] },
  { city: 'Bolingbrook', zips: ['60440', '60490'] },
  { city: 'Warrenville', zips: ['60555'] },
  { city: 'Glen Ellyn', zips: ['60137'] },
  { city: 'Lombard', zips: ['60148'] },
  { city: 'Plainfield', zips: ['60544', '60585', '60586'] },
] as const;

/** Area codes of the region; numbers use the fictional 555-01xx block. */
export const areaCodes = ['630', '331', '708', '847', '815'] as const;

export const medicalNotes = [
  'Peanut allergy',
  'Tree nut allergy',
  'Dairy allergy',
  'Asthma: inhaler in bag',
  'Bee sting allergy: EpiPen in bag',
  'Gluten intolerance',
  'Type 1 diabetes',
] as const;

/** 1-based id of a value in one of the lists above. */
export function idIn<T>(list: readonly T[], value: T): number {
  const index = list.indexOf(value);
  if (index < 0) throw new Error(`${String(value)} is not in the list`);
  return index + 1;
}
