import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { avatarFileProblem, MAX_AVATAR_BYTES } from './avatar-rules';
import { sameOriginImageUrl } from '../shared/avatar-source';

const t = translatorOf(testLanguage().i18n);
const problem = (file: { name: string; type: string; size: number }) =>
  avatarFileProblem(file, t, 'en');

describe('avatar files', () => {
  it('takes raster images up to the limit', () => {
    expect(problem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeUndefined();
    expect(problem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toMatch(/not a PNG/);
    expect(problem({ name: 'big.jpg', type: 'image/jpeg', size: MAX_AVATAR_BYTES + 1 })).toBe(
      'big.jpg is 5.0 MB; a photo can be at most 5.0 MB.',
    );
    expect(problem({ name: 'e.png', type: 'image/png', size: 0 })).toMatch(/empty/);
  });

  it('says sizes in the interface language’s numbers', () => {
    const spanish = translatorOf(testLanguage('es').i18n);
    const big = { name: 'big.jpg', type: 'image/jpeg', size: MAX_AVATAR_BYTES + 1 };
    expect(avatarFileProblem(big, spanish, 'es')).toBe(
      'El archivo big.jpg pesa 5,0 MB; una foto puede pesar como máximo 5,0 MB.',
    );
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
