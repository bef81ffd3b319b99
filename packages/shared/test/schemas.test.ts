import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  productListSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
} from '../src';
import { addressSaveSchema } from '../src/schemas/address-save';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request schemas', () => {
  it('login needs account and password', () => {
    expect(firstMessage(loginSchema.safeParse({}))).toMatch(/^validation\.account_password_required/);
    expect(firstMessage(loginSchema.safeParse({ account: '  ', password: 'x' }))).toMatch(
      /^validation\.account_password_required/,
    );
    expect(firstMessage(loginSchema.safeParse({ account: '\u0000', password: 'x' }))).toMatch(
      /^validation\.invalid/,
    );
    expect(loginSchema.parse({ account: ' demo ', password: 'p', extra: 1 })).toEqual({
      account: 'demo',
      password: 'p',
    });
  });

  it('register checks email, mobile, password length and username shape', () => {
    const good = {
      username: 'alice',
      password: 'secret1',
      email: 'A@Example.com',
      mobile: '+1 (555) 010-9999',
    };
    expect(registerSchema.parse(good)).toMatchObject({ email: 'a@example.com', mobile: '+15550109999' });
    expect(firstMessage(registerSchema.safeParse({ ...good, email: 'nope' }))).toBe('validation.email');
    expect(firstMessage(registerSchema.safeParse({ ...good, mobile: '12' }))).toBe('validation.mobile');
    expect(firstMessage(registerSchema.safeParse({ ...good, password: '12345' }))).toBe(
      'validation.password_min',
    );
    expect(firstMessage(registerSchema.safeParse({ ...good, username: '1abc' }))).toBe('validation.username');
    expect(firstMessage(registerSchema.safeParse({ ...good, username: 5 }))).toBe(
      'validation.invalid|username',
    );
  });

  it('the register form wants the two passwords to match', () => {
    const form = { username: 'alice', password: 'secret1', email: 'a@b.co', mobile: '5550109999' };
    expect(firstMessage(registerFormSchema.safeParse({ ...form, confirm_password: 'other1' }))).toBe(
      'validation.passwords_mismatch',
    );
  });

  it('a new password must differ from the old one', () => {
    expect(
      firstMessage(resetPasswordSchema.safeParse({ old_password: 'same12', new_password: 'same12' })),
    ).toBe('validation.password_same');
  });

  it('address fields are required and is_default takes 1/0 or true/false', () => {
    const good = { consignee: 'Li', mobile: '13800000000', area: 'Shanghai', address: '1 Road', tag: 'Home' };
    expect(addressSaveSchema.parse({ ...good, is_default: '1' }).is_default).toBe(true);
    expect(addressSaveSchema.parse({ ...good, is_default: 0 }).is_default).toBe(false);
    expect(addressSaveSchema.parse(good).is_default).toBe(false);
    expect(firstMessage(addressSaveSchema.safeParse({ ...good, consignee: '' }))).toBe(
      'validation.required|consignee',
    );
    expect(firstMessage(addressSaveSchema.safeParse({ ...good, tag: undefined }))).toBe(
      'validation.required|tag',
    );
    expect(firstMessage(addressSaveSchema.safeParse({ ...good, area: 'x'.repeat(101) }))).toBe(
      'validation.too_long|area',
    );
  });

  it('product list query coerces strings and turns prices into cents', () => {
    expect(
      productListSchema.parse({ page: '2', limit: '20', min_price: '1.5', category_id: '3' }),
    ).toMatchObject({
      page: 2,
      limit: 20,
      min_price: 150,
      category_id: 3,
    });
    expect(productListSchema.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(firstMessage(productListSchema.safeParse({ limit: '500' }))).toBe('validation.invalid|limit');
    expect(firstMessage(productListSchema.safeParse({ min_price: '1.234' }))).toBe(
      'validation.amount|min_price',
    );
    expect(firstMessage(productListSchema.safeParse({ sort: 'random' }))).toBe('validation.invalid|sort');
  });
});
