import { describe, expect, it } from 'vitest';
import { ValidatorCache } from './validator-cache';

const tagged = (etag: string) => new Headers({ ETag: etag });
const untagged = () => new Headers();

describe('ValidatorCache', () => {
  it('keeps a 200 body under its ETag, per URL', () => {
    const cache = new ValidatorCache();
    cache.remember('/a', tagged('W/"1"'), { data: 'a' });
    cache.remember('/b', tagged('"2"'), { data: 'b' });
    expect(cache.get('/a')).toEqual({ etag: 'W/"1"', body: { data: 'a' } });
    expect(cache.get('/b')).toEqual({ etag: '"2"', body: { data: 'b' } });
    expect(cache.get('/a?include=x')).toBeUndefined();
  });

  it('replaces the entry of a URL read again with a new ETag', () => {
    const cache = new ValidatorCache();
    cache.remember('/a', tagged('W/"1"'), 'old');
    cache.remember('/a', tagged('W/"2"'), 'new');
    expect(cache.get('/a')).toEqual({ etag: 'W/"2"', body: 'new' });
  });

  it('forgets a URL whose new answer has no ETag (or an empty one)', () => {
    const cache = new ValidatorCache();
    cache.remember('/a', tagged('W/"1"'), 'a');
    cache.remember('/b', tagged('W/"2"'), 'b');
    cache.remember('/a', untagged(), 'a again');
    expect(cache.get('/a')).toBeUndefined();
    cache.remember('/b', tagged(''), 'b again');
    expect(cache.get('/b')).toBeUndefined();
    // Never remembered without one either.
    cache.remember('/c', untagged(), 'c');
    expect(cache.get('/c')).toBeUndefined();
  });

  it('evicts the least recently used URL at capacity, a read counting as a use', () => {
    const cache = new ValidatorCache(3);
    cache.remember('/a', tagged('"a"'), 'a');
    cache.remember('/b', tagged('"b"'), 'b');
    cache.remember('/c', tagged('"c"'), 'c');
    expect(cache.get('/a')?.body).toBe('a');
    cache.remember('/d', tagged('"d"'), 'd');
    // /b was the least recently used: /a was read after it was stored.
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((url) => cache.get(url)?.body)).toEqual(['a', 'c', 'd']);

    // Storing a URL again is a use too (order now /c, /d, /a), and evicts nothing by itself.
    cache.remember('/a', tagged('"a2"'), 'a2');
    cache.remember('/e', tagged('"e"'), 'e');
    expect(cache.get('/c')).toBeUndefined();
    expect(['/a', '/d', '/e'].map((url) => cache.get(url)?.body)).toEqual(['a2', 'd', 'e']);
  });

  it('holds 100 URLs by default', () => {
    const cache = new ValidatorCache();
    for (let i = 0; i <= 100; i++) cache.remember(`/r/${i}`, tagged(`"${i}"`), i);
    expect(cache.get('/r/0')).toBeUndefined();
    expect(cache.get('/r/1')?.body).toBe(1);
    expect(cache.get('/r/100')?.body).toBe(100);
  });
});
