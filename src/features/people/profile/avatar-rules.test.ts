import { describe, expect, it } from 'vitest';

import { avatarFileProblem, MAX_AVATAR_BYTES } from './avatar-rules';
import { sameOriginImageUrl } from '../shared/avatar-source';

describe('avatar files', () => {
  it('takes raster images up to the limit', () => {
    expect(avatarFileProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeUndefined();
    expect(avatarFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toMatch(
      /not a PNG/,
    );
    expect(
      avatarFileProblem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_AVATAR_BYTES + 1 }),
    ).toBe('big.jpg is 5.0 MB; a photo can be at most 5.0 MB.');
    expect(avatarFileProblem({ name: 'e.png', type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});

describe('sameOriginImageUrl', () => {
  const origin = 'http://localhost:8080';

  it('keeps URLs this origin serves and drops others', () => {
    expect(sameOriginImageUrl('/api/files/u/p.png', origin)).toBe(
      'http://localhost:8080/api/files/u/p.png',
    );
    expect(sameOriginImageUrl('http://localhost:8080/api/files/u/p.png', origin)).toBeDefined();
    expect(sameOriginImageUrl('https://people.sandbox.test/a.png', origin)).toBeUndefined();
    expect(sameOriginImageUrl('//evil.example/a.png', origin)).toBeUndefined();
    expect(sameOriginImageUrl('', origin)).toBeUndefined();
    expect(sameOriginImageUrl(null, origin)).toBeUndefined();
  });
});
