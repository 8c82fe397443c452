import { describe, expect, it } from 'vitest';

import { newestFirstWindow } from './newest-first';

describe('newestFirstWindow', () => {
  it('shows the last records of the server order first', () => {
    expect(newestFirstWindow(13, 0, 10)).toEqual({ offset: 3, perPage: 10 });
  });
  it('shrinks the oldest page instead of overlapping', () => {
    expect(newestFirstWindow(13, 10, 10)).toEqual({ offset: 0, perPage: 3 });
  });
  it('is null past the end and for an empty list', () => {
    expect(newestFirstWindow(13, 20, 10)).toBeNull();
    expect(newestFirstWindow(0, 0, 10)).toBeNull();
  });
  it('fits a short list in one page', () => {
    expect(newestFirstWindow(4, 0, 25)).toEqual({ offset: 0, perPage: 4 });
  });
});
