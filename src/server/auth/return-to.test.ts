import { describe, expect, it } from 'vitest';
import { maxReturnToLength, safeReturnTo } from './return-to';
import { openRedirectCorpus } from './testing/open-redirect-corpus';

describe('safeReturnTo', () => {
  it(`maps every open-redirect payload (${openRedirectCorpus.length}) to '/'`, () => {
    expect(openRedirectCorpus.length).toBeGreaterThanOrEqual(60);
    const kept = openRedirectCorpus.filter((payload) => safeReturnTo(payload) !== '/');
    expect(kept).toEqual([]);
  });

  it('keeps same-origin relative paths as they are', () => {
    for (const path of [
      '/',
      '/people?offset=25&order=-last_name',
      '/check-ins',
      '/giving/donations?where[received_at][gte]=2026-01-01',
      '/people/123#notes',
      '/search?q=caf%C3%A9',
      '/a/b/c/',
      '/people?name=a+b',
      `/${'a'.repeat(maxReturnToLength - 1)}`,
    ]) {
      expect(safeReturnTo(path), path).toBe(path);
    }
  });

  it('is strict about encoded whitespace and slashes anywhere, the query included', () => {
    expect(safeReturnTo('/people?name=a%20b')).toBe('/');
    expect(safeReturnTo('/people?next=%2F%2Fevil.com')).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(maxReturnToLength)}`)).toBe('/');
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, ['/people'], { path: '/people' }, true]) {
      expect(safeReturnTo(value)).toBe('/');
    }
  });

  it('never lets a kept value resolve to another origin', () => {
    const base = 'https://proxy.example';
    const samples = [
      ...openRedirectCorpus,
      '/people',
      '/%2e%2e/%2e%2e/etc',
      '/..%2f..%2f',
      '/;@evil.com',
      '/@evil.com',
      '/:@evil.com',
    ];
    for (const value of samples) {
      const kept = safeReturnTo(value);
      expect(new URL(kept, base).origin, value).toBe(base);
    }
  });
});
