import { describe, expect, it } from 'vitest';

import { zonedDatetimeText } from './zoned-datetime';

describe('zonedDatetimeText', () => {
  it('shows wall-clock time in the zone, daylight saving included', () => {
    expect(zonedDatetimeText('2026-08-30T13:29:40Z', 'America/Chicago')).toBe(
      '2026-08-30 08:29:40',
    );
    expect(zonedDatetimeText('2026-01-15T06:05:00Z', 'America/Chicago')).toBe(
      '2026-01-15 00:05:00',
    );
    expect(zonedDatetimeText('2026-01-15T23:59:59Z', 'UTC')).toBe('2026-01-15 23:59:59');
  });

  it('is empty for a missing value', () => {
    expect(zonedDatetimeText(null, 'UTC')).toBe('');
    expect(zonedDatetimeText(undefined, 'UTC')).toBe('');
    expect(zonedDatetimeText('', 'UTC')).toBe('');
  });

  it('refuses a malformed datetime', () => {
    expect(() => zonedDatetimeText('2026-08-30', 'UTC')).toThrow();
  });
});
