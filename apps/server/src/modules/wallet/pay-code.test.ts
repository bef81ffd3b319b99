import type * as argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { makeShopper, PAY_CODE } from '../../../test/shopping-fixtures';

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
    expect(await api.post('/api/user/resetPay', { pay_password: '135790' }, { token })).toMatchObject({
      code: 1,
      msg: 'Setting Success',
    });
    expect((await api.get('/api/user/getUserInfo', {}, { token })).data.has_pay_password).toBe(true);
    expect((await api.post('/api/user/resetPay', { pay_password: '246802' }, { token })).msg).toBe(
      'Old payment code is required',
    );
    expect(
      (
        await api.post(
          '/api/user/resetPay',
          { pay_password: '246802', old_pay_password: '000000' },
          { token },
        )
      ).msg,
    ).toBe('Incorrect payment code, 4 attempts left');
    expect(
      (
        await api.post(
          '/api/user/resetPay',
          { pay_password: '246802', old_pay_password: '135790' },
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
    const result = await api.post('/api/user/resetPay', { pay_password: code }, { token });
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
    await api.post('/api/user/resetPay', { pay_password: '135790' }, { token });
    const verifyPay = async (code: string) =>
      (await api.post('/api/user/verify_pay', { pay_password: code }, { token })).msg;
    expect(await verifyPay('135790')).toBe('Success');
    const argon2Checks = vi.mocked(verify).mock.calls.length;
    expect(await verifyPay('135790')).toBe('Success');
    expect(await verifyPay('135791')).toBe('Incorrect payment code, 4 attempts left');
    expect(vi.mocked(verify).mock.calls.length).toBe(argon2Checks);

    await api.post('/api/user/resetPay', { pay_password: '246802', old_pay_password: '135790' }, { token });
    expect(await verifyPay('135790')).toBe('Incorrect payment code, 4 attempts left');
    expect(await verifyPay('246802')).toBe('Success');
  });
});
