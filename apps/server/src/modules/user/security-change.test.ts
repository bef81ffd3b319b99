import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, withdrawals } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';
import { balanceAndLedger, fund, makeNetworks } from '../../../test/shopping-fixtures';

/** A stolen session alone changes neither the email, the password nor the payment code, nor withdraws after. */
const { t, api } = useTestApp();
beforeAll(() => makeNetworks(t.database.db));

type Shopper = Awaited<ReturnType<typeof registerShopper>>;

/** A registered shopper (password known) with money to withdraw. */
async function shopperWithMoney(): Promise<Shopper> {
  const shopper = await registerShopper(t.app);
  await fund(t.database.db, shopper.id, 50_000);
  return shopper;
}

const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

const securityMails = (to: string) =>
  t.mailer.sent.filter((mail) => mail.to === to && mail.subject === 'A security change on your account');

async function withdrawCode(id: number, token: string) {
  await api.post('/api/ems/send', { email: 'ignored@example.com', event: 'withdraw' }, { token });
  return t.mailer.lastCode((await userRow(id)).email);
}

const withdrawal = (code: string) => ({
  type: 'blockchain',
  amount: '100',
  network: 'USDT-TRC20',
  address: 'TXyz',
  email_code: code,
});

/**
 * Withdrawals are held for 24 hours after the change, with the time in the message, and nothing is frozen nor
 * the code used up: once the change is 25 hours old, the very same code withdraws.
 */
async function expectWithdrawalsHeld(id: number, token: string) {
  const changedAt = (await userRow(id)).securityChangedAt!;
  const heldUntil = new Date(changedAt.getTime() + 24 * 3_600_000);
  expect(Math.abs(changedAt.getTime() - Date.now())).toBeLessThan(60_000);
  const info = await api.get('/api/user/extract', {}, { token });
  expect(info.data.held_until).toBe(heldUntil.toISOString());

  const code = await withdrawCode(id, token);
  const held = await api.post('/api/user/extract', withdrawal(code), { token });
  const shown = new Date(Math.ceil(heldUntil.getTime() / 60_000) * 60_000);
  const time = shown.toISOString().slice(0, 16).replace('T', ' ');
  expect(held).toMatchObject({
    code: 0,
    msg: `For your safety, withdrawals are paused until ${time} (UTC) after a change of your email, password or payment code`,
  });
  expect(await t.database.db.$count(withdrawals, eq(withdrawals.userId, id))).toBe(0);
  expect(await balanceAndLedger(t.database.db, id)).toMatchObject({ balance: 50_000 });

  await t.database.db
    .update(users)
    .set({ securityChangedAt: sql`now() - interval '25 hours'` })
    .where(eq(users.id, id));
  expect((await api.get('/api/user/extract', {}, { token })).data.held_until).toBeNull();
  expect(await api.post('/api/user/extract', withdrawal(code), { token })).toMatchObject({
    code: 1,
    data: { amount: '100.00', status: 'auditing' },
  });
  expect(await balanceAndLedger(t.database.db, id)).toMatchObject({ balance: 40_000 });
}

async function login(account: string, password: string) {
  const result = await api.post('/api/user/login', { account, password });
  expect(result.msg).toBe('Login Success');
  return result.data.userinfo.token as string;
}

describe('changing the email', () => {
  it('is refused without the password or with a wrong one, and the email stays', async () => {
    const shopper = await shopperWithMoney();
    const newEmail = `moved-${shopper.id}@example.com`;
    await api.post('/api/ems/send', { email: newEmail, event: 'changeemail' }, { token: shopper.token });
    const code = t.mailer.lastCode(newEmail);
    const token = { token: shopper.token };
    expect(await api.post('/api/user/profile', { email: newEmail, code }, token)).toMatchObject({
      code: 0,
      msg: 'Current password is required',
    });
    expect(
      await api.post('/api/user/profile', { email: newEmail, code, password: 'not-my-password' }, token),
    ).toMatchObject({ code: 0, msg: 'The password is incorrect' });
    const row = await userRow(shopper.id);
    expect(row.email).toBe(shopper.email);
    expect(row.securityChangedAt).toBeNull();
    // The names, the mobile number and the avatar stay changeable with the session alone.
    expect(await api.post('/api/user/profile', { givenName: 'Ana' }, token)).toMatchObject({ code: 1 });
    expect((await userRow(shopper.id)).securityChangedAt).toBeNull();
  });

  it('with the password and the code: changed, the old address told, withdrawals held for 24 hours', async () => {
    const shopper = await shopperWithMoney();
    const newEmail = `moved-${shopper.id}@example.com`;
    await api.post('/api/ems/send', { email: newEmail, event: 'changeemail' }, { token: shopper.token });
    const changed = await api.post(
      '/api/user/profile',
      { email: newEmail, code: t.mailer.lastCode(newEmail), password: shopper.password },
      { token: shopper.token },
    );
    expect(changed).toMatchObject({ code: 1, data: { email: newEmail } });
    const [mail] = securityMails(shopper.email);
    expect(mail?.text).toContain(`The email address of your account ${shopper.username} was changed to`);
    expect(mail?.text).toContain(newEmail);
    expect(securityMails(newEmail)).toHaveLength(0);
    await expectWithdrawalsHeld(shopper.id, shopper.token);
  });
});

describe('changing the password', () => {
  it('logged in: needs the old one, tells the address, holds withdrawals', async () => {
    const shopper = await shopperWithMoney();
    const wrong = await api.post(
      '/api/user/resetpwd',
      { old_password: 'not-my-password', new_password: 'brand-new-1' },
      { token: shopper.token },
    );
    expect(wrong).toMatchObject({ code: 0, msg: 'The old password is incorrect' });
    expect((await userRow(shopper.id)).securityChangedAt).toBeNull();

    const done = await api.post(
      '/api/user/resetpwd',
      { old_password: shopper.password, new_password: 'brand-new-1' },
      { token: shopper.token },
    );
    expect(done.code).toBe(1);
    expect(securityMails(shopper.email)[0]?.text).toContain(
      `The login password of your account ${shopper.username} was changed`,
    );
    await expectWithdrawalsHeld(shopper.id, await login(shopper.username, 'brand-new-1'));
  });

  it('forgotten: the reset by emailed code holds withdrawals too', async () => {
    const shopper = await shopperWithMoney();
    await api.post('/api/ems/send', { email: shopper.email, event: 'resetpwd' });
    const reset = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code: t.mailer.lastCode(shopper.email),
      new_password: 'forgotten-1',
    });
    expect(reset.code).toBe(1);
    expect(securityMails(shopper.email)).toHaveLength(1);
    await expectWithdrawalsHeld(shopper.id, await login(shopper.username, 'forgotten-1'));
  });
});

describe('the payment code', () => {
  it('a first setting needs the password but holds nothing', async () => {
    const shopper = await shopperWithMoney();
    const token = { token: shopper.token };
    expect(await api.post('/api/user/resetPay', { pay_password: '135790' }, token)).toMatchObject({
      code: 0,
      msg: 'Current password is required',
    });
    expect(
      await api.post('/api/user/resetPay', { pay_password: '135790', password: 'wrong-one' }, token),
    ).toMatchObject({ code: 0, msg: 'The password is incorrect' });
    expect((await userRow(shopper.id)).payPasswordHash).toBeNull();

    expect(
      await api.post('/api/user/resetPay', { pay_password: '135790', password: shopper.password }, token),
    ).toMatchObject({ code: 1 });
    expect((await api.get('/api/user/extract', {}, token)).data.held_until).toBeNull();
    expect(securityMails(shopper.email)).toHaveLength(0);
    const code = await withdrawCode(shopper.id, shopper.token);
    expect((await api.post('/api/user/extract', withdrawal(code), token)).code).toBe(1);
  });

  it('a change needs the password and the old code, tells the address, holds withdrawals', async () => {
    const shopper = await shopperWithMoney();
    const token = { token: shopper.token };
    await api.post('/api/user/resetPay', { pay_password: '135790', password: shopper.password }, token);
    const wrong = await api.post(
      '/api/user/resetPay',
      { pay_password: '246802', old_pay_password: '135790', password: 'wrong-one' },
      token,
    );
    expect(wrong).toMatchObject({ code: 0, msg: 'The password is incorrect' });
    expect((await api.post('/api/user/verify_pay', { pay_password: '135790' }, token)).code).toBe(1);

    const changed = await api.post(
      '/api/user/resetPay',
      { pay_password: '246802', old_pay_password: '135790', password: shopper.password },
      token,
    );
    expect(changed.code).toBe(1);
    expect(securityMails(shopper.email)[0]?.text).toContain(
      `The payment code of your account ${shopper.username} was changed`,
    );
    await expectWithdrawalsHeld(shopper.id, shopper.token);
  });
});

describe('guessing the password with a stolen session', () => {
  it('is counted like logins: after five wrong ones even the right one is refused', async () => {
    const shopper = await shopperWithMoney();
    const token = { token: shopper.token };
    const tryPassword = (password: string) =>
      api.post('/api/user/resetPay', { pay_password: '135790', password }, token);
    for (let guess = 1; guess <= 4; guess += 1) {
      expect((await tryPassword(`guess-${guess}`)).msg).toBe('The password is incorrect');
    }
    expect((await tryPassword('guess-5')).msg).toBe(
      'Too many failed attempts, please try again in 15 minutes',
    );
    expect((await tryPassword(shopper.password)).msg).toBe(
      'Too many failed attempts, please try again in 15 minutes',
    );
    expect((await userRow(shopper.id)).payPasswordHash).toBeNull();
  });
});
