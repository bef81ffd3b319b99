import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeShopper, PASSWORD, PAY_CODE } from '../../../test/shopping-fixtures';

// The real argon2id, counted: a code this instance has matched before is checked without it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const { t, api } = useTestApp();

describe('payment code', () => {
  it('is set the first time without an old code, then changed only with the old one', async () => {
    const { token } = await makeShopper(t.database.db, { payCode: false });
    expect((await api.get('/api/user/getUserInfo', {}, { token })).data.has_pay_password).toBe(false);
    expect(
      await api.post('/api/user/resetPay', { pay_password: '135790', password: PASSWORD }, { token }),
    ).toMatchObject({ code: 1, msg: 'Setting Success' });
    expect((await api.get('/api/user/getUserInfo', {}, { token })).data.has_pay_password).toBe(true);
    expect(
      (await api.post('/api/user/resetPay', { pay_password: '246802', password: PASSWORD }, { token })).msg,
    ).toBe('Old payment code is required');
    expect(
      (
        await api.post(
          '/api/user/resetPay',
          { pay_password: '246802', old_pay_password: '000000', password: PASSWORD },
          { token },
        )
      ).msg,
    ).toBe('Incorrect payment code, 4 attempts left');
    expect(
      (
        await api.post(
          '/api/user/resetPay',
          { pay_password: '246802', old_pay_password: '135790', password: PASSWORD },
          { token },
        )
      ).code,
    ).toBe(1);
    expect((await api.post('/api/user/verify_pay', { pay_password: '246802' }, { token })).data).toEqual({
      valid: true,
    });
  });

  it.each(['12345', '12a456', 'abcdef', ''])('refuses %p: digits only, at least 6', async (code) => {
    const { token } = await makeShopper(t.database.db, { payCode: false });
    const result = await api.post(
      '/api/user/resetPay',
      { pay_password: code, password: PASSWORD },
      { token },
    );
    expect(result.code).toBe(0);
    expect(result.msg).toMatch(/^(The payment code must be at least 6 digits|Payment code is required)$/);
  });

  it('verify_pay locks after five wrong codes, and payment obeys the same lock', async () => {
    const { token } = await makeShopper(t.database.db);
    for (let i = 0; i < 4; i += 1)
      await api.post('/api/user/verify_pay', { pay_password: '999999' }, { token });
    expect((await api.post('/api/user/verify_pay', { pay_password: '999999' }, { token })).msg).toBe(
      'Too many wrong payment codes, please try again in 15 minutes',
    );
    expect((await api.post('/api/user/verify_pay', { pay_password: PAY_CODE }, { token })).msg).toBe(
      'Too many wrong payment codes, please try again in 15 minutes',
    );
  });

  it('checks a code matched before without argon2id, and still refuses a wrong one or a replaced one', async () => {
    const { token } = await makeShopper(t.database.db, { payCode: false });
    await api.post('/api/user/resetPay', { pay_password: '135790', password: PASSWORD }, { token });
    const verifyPay = async (code: string) =>
      (await api.post('/api/user/verify_pay', { pay_password: code }, { token })).msg;
    expect(await verifyPay('135790')).toBe('Success');
    const argon2Checks = vi.mocked(verify).mock.calls.length;
    expect(await verifyPay('135790')).toBe('Success');
    expect(await verifyPay('135791')).toBe('Incorrect payment code, 4 attempts left');
    expect(vi.mocked(verify).mock.calls.length).toBe(argon2Checks);

    await api.post(
      '/api/user/resetPay',
      { pay_password: '246802', old_pay_password: '135790', password: PASSWORD },
      { token },
    );
    expect(await verifyPay('135790')).toBe('Incorrect payment code, 4 attempts left');
    expect(await verifyPay('246802')).toBe('Success');
  });

  it('counts wrong codes within 15 minutes: an older streak or a lock that ran out starts again at one', async () => {
    const shopper = await makeShopper(t.database.db);
    const verifyPay = async (code: string) =>
      (await api.post('/api/user/verify_pay', { pay_password: code }, { token: shopper.token })).msg;
    const left = (n: number) => `Incorrect payment code, ${n} attempts left`;
    for (const n of [4, 3, 2]) expect(await verifyPay('999999')).toBe(left(n));
    await t.database.db
      .update(users)
      .set({ payFailuresSince: sql`now() - interval '16 minutes'` })
      .where(eq(users.id, shopper.id));
    for (const n of [4, 3, 2, 1]) expect(await verifyPay('999999')).toBe(left(n));
    // The right code in the fifth attempt, the one that would lock, ends the streak instead.
    expect(await verifyPay(PAY_CODE)).toBe('Success');
    for (const n of [4, 3, 2, 1]) expect(await verifyPay('999999')).toBe(left(n));
    expect(await verifyPay('999999')).toBe('Too many wrong payment codes, please try again in 15 minutes');
    expect(await verifyPay(PAY_CODE)).toBe('Too many wrong payment codes, please try again in 15 minutes');
    await t.database.db
      .update(users)
      .set({ payLockedUntil: sql`now() - interval '1 second'` })
      .where(eq(users.id, shopper.id));
    expect(await verifyPay('999999')).toBe(left(4));
    expect(await verifyPay(PAY_CODE)).toBe('Success');
  });
});
