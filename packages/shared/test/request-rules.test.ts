import { describe, expect, it } from 'vitest';
import { buildUrl, DuplicateSubmitGuard, flattenParams } from '../src/client/request-rules';

describe('request rules (spec section 7)', () => {
  it('appends lang to every call', () => {
    expect(buildUrl('/api/index/category', {}, 'en')).toBe('/api/index/category?lang=en');
    expect(buildUrl('/api/index/product', { page: 2 }, 'de')).toBe('/api/index/product?page=2&lang=de');
  });

  it('keeps a language the URL already names, as the logout call does', () => {
    expect(buildUrl('/api/user/logout?lang=zh-cn', {}, 'en')).toBe('/api/user/logout?lang=zh-cn');
  });

  it('flattens nested objects as key[sub]', () => {
    expect(flattenParams({ filter: { price: { min: 1 }, tag: 'a' } })).toEqual([
      ['filter[price][min]', '1'],
      ['filter[tag]', 'a'],
    ]);
  });

  it('drops empty values', () => {
    expect(flattenParams({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x' })).toEqual([
      ['d', '0'],
      ['e', 'false'],
      ['f', 'x'],
    ]);
  });
});

describe('duplicate submit (spec section 5)', () => {
  it('refuses the same URL and body again within 1000 ms', () => {
    const guard = new DuplicateSubmitGuard();
    expect(guard.admit('/api/x', { a: 1 }, 10_000)).toBe(true);
    expect(guard.admit('/api/x', { a: 1 }, 10_999)).toBe(false);
  });

  it('admits it again once 1000 ms have passed since the last try', () => {
    const guard = new DuplicateSubmitGuard();
    guard.admit('/api/x', { a: 1 }, 10_000);
    expect(guard.admit('/api/x', { a: 1 }, 11_000)).toBe(true);
  });

  it('admits another body or another URL at once', () => {
    const guard = new DuplicateSubmitGuard();
    guard.admit('/api/x', { a: 1 }, 10_000);
    expect(guard.admit('/api/x', { a: 2 }, 10_001)).toBe(true);
    expect(guard.admit('/api/y', { a: 1 }, 10_002)).toBe(true);
  });
});
