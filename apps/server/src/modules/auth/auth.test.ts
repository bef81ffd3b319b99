import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts, userTokens, users } from '../../db/schema';
import { forgetStaleLoginAttempts } from '../../lib/login-attempts';
import { type ApiResult, client, createTestApp, registerShopper, useTestApp } from '../../../test/harness';

const { t, api } = useTestApp();

describe('register', () => {
  it('creates the shopper, answers with a working token and stores nothing twice', async () => {
    const result = await api.post('/api/user/register', {
      username: 'Alice_1',
      password: 'secret123',
      email: 'Alice@Example.com',
      mobile: '+44 7700 900123',
      familyName: 'Liddell',
    });
    expect(result).toMatchObject({ code: 1, msg: 'Register Success' });
    expect(result.data.userinfo).toMatchObject({
      username: 'Alice_1',
      email: 'alice@example.com',
      mobile: '+447700900123',
      familyName: 'Liddell',
      balance: '0.00',
      has_pay_password: false,
    });
    const info = await api.get('/api/user/getUserInfo', {}, { token: result.data.userinfo.token });
    expect(info.data.username).toBe('Alice_1');

    const again = await api.post('/api/user/register', {
      username: 'alice_1',
      password: 'secret123',
      email: 'other@example.com',
      mobile: '+447700900999',
    });
    expect(again).toMatchObject({ code: 0, msg: 'This username is already taken' });
    const sameEmail = await api.post('/api/user/register', {
      username: 'alice_2',
      password: 'secret123',
      email: 'ALICE@example.com',
      mobile: '+447700900998',
    });
    expect(sameEmail.msg).toBe('This email is already registered');
    const sameMobile = await api.post('/api/user/register', {
      username: 'alice_3',
      password: 'secret123',
      email: 'alice3@example.com',
      mobile: '+447700900123',
    });
    expect(sameMobile.msg).toBe('This mobile number is already registered');
    const rows = await t.database.db.select().from(users).where(eq(users.mobile, '+447700900123'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a correct email'],
    [{ mobile: '12ab' }, 'Please enter a correct mobile number'],
    [{ password: '12345' }, 'The password must be at least 6 characters'],
    [
      { username: '9lives' },
      'The username must be 3 to 32 letters, digits or underscores, starting with a letter',
    ],
    [{ username: undefined }, 'Username is required'],
    [{ username: 42 }, 'Username is not valid'],
    [{ familyName: 'x'.repeat(51) }, 'Family name is too long'],
  ])('refuses %o with a message naming the problem, storing nothing', async (change, message) => {
    const before = await t.database.db.$count(users);
    const result = await api.post('/api/user/register', {
      username: 'valid_name',
      password: 'secret123',
      email: 'valid@example.com',
      mobile: '+15550001111',
      ...change,
    });
    expect(result).toMatchObject({ status: 200, code: 0, msg: message });
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('verifies the email when a register code is given', async () => {
    expect((await api.post('/api/ems/send', { email: 'coded@example.com', event: 'register' })).code).toBe(1);
    const code = t.mailer.lastCode('coded@example.com');
    const result = await api.post('/api/user/register', {
      username: 'coded',
      password: 'secret123',
      email: 'coded@example.com',
      mobile: '+15550002222',
      code,
    });
    expect(result.code).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'coded'));
    expect(row?.emailVerified).toBe(true);
  });
});

describe('login', () => {
  it('accepts the username, the email or the mobile number', async () => {
    const shopper = await registerShopper(t.app);
    for (const account of [shopper.username.toUpperCase(), shopper.email, shopper.mobile]) {
      const result = await api.post('/api/user/login', { account, password: shopper.password });
      expect(result, account).toMatchObject({ code: 1, msg: 'Login Success' });
      expect(result.data.userinfo).toMatchObject({ id: shopper.id, username: shopper.username });
      expect(result.data.userinfo.token).toMatch(/^[\w-]{43}$/);
    }
  });

  it('needs account and password', async () => {
    expect((await api.post('/api/user/login', {})).msg).toBe('Account and password must be entered');
    expect((await api.post('/api/user/login', { account: 'someone' })).msg).toBe(
      'Account and password must be entered',
    );
    expect((await api.post('/api/user/login', { account: ' ', password: 'x' })).msg).toBe(
      'Account and password must be entered',
    );
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const shopper = await registerShopper(t.app);
    const wrong = await api.post('/api/user/login', { account: shopper.username, password: 'wrong-one' });
    const unknown = await api.post('/api/user/login', { account: 'nobody_here', password: 'wrong-one' });
    expect(wrong).toMatchObject({ code: 0, msg: 'Incorrect account or password', data: null });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('locks the account for 15 minutes after five wrong passwords from one address, even for the right one', async () => {
    const shopper = await registerShopper(t.app);
    const fromHere = { ip: '10.1.0.1' };
    const attempts: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrong = { account: shopper.username, password: 'bad-guess' };
      attempts.push((await api.post('/api/user/login', wrong, fromHere)).msg);
    }
    expect(attempts.slice(0, 4)).toEqual(Array(4).fill('Incorrect account or password'));
    expect(attempts[4]).toBe('Too many failed attempts, please try again in 15 minutes');
    const right = { account: shopper.username, password: shopper.password };
    expect(await api.post('/api/user/login', right, fromHere)).toMatchObject({
      code: 0,
      msg: 'Too many failed attempts, please try again in 15 minutes',
    });
    // The same account typed otherwise (in capitals) is the same account.
    const shouted = { account: shopper.username.toUpperCase(), password: shopper.password };
    expect((await api.post('/api/user/login', shouted, fromHere)).msg).toMatch(/^Too many failed attempts/);
    // Another address is not locked out: the guesses of a stranger never lock the shopper's own device.
    expect((await api.post('/api/user/login', right, { ip: '10.1.0.2' })).code).toBe(1);

    // When the lock has run out, the right password logs in, and the streak starts again.
    await t.database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginAttempts.accountKey, shopper.username.toLowerCase()));
    expect((await api.post('/api/user/login', right, fromHere)).code).toBe(1);
    const afterwards = { account: shopper.username, password: 'bad-guess' };
    expect((await api.post('/api/user/login', afterwards, fromHere)).msg).toBe(
      'Incorrect account or password',
    );
  });

  it('answers the fifth wrong password the same for a real and an unknown account', async () => {
    const shopper = await registerShopper(t.app);
    const answers = async (account: string) => {
      const msgs: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        msgs.push(
          (await api.post('/api/user/login', { account, password: 'bad-guess' }, { ip: '10.2.0.1' })).msg,
        );
      }
      return msgs;
    };
    const real = await answers(shopper.email);
    expect(real.slice(4)).toEqual(Array(2).fill('Too many failed attempts, please try again in 15 minutes'));
    expect(await answers('nobody.at.all@example.com')).toEqual(real);
  });

  it('tells a disabled account only once its password is right', async () => {
    const shopper = await registerShopper(t.app);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, shopper.id));
    const wrong = await api.post('/api/user/login', { account: shopper.username, password: 'bad-guess' });
    expect(wrong.msg).toBe('Incorrect account or password');
    const right = await api.post('/api/user/login', {
      account: shopper.username,
      password: shopper.password,
    });
    expect(right).toMatchObject({ code: 0, msg: 'This account has been disabled' });
  });

  it('ends the streak with a right password, even one in the fifth attempt', async () => {
    const shopper = await registerShopper(t.app);
    const fromHere = { ip: '10.3.0.1' };
    const login = async (password: string) =>
      (await api.post('/api/user/login', { account: shopper.mobile, password }, fromHere)).msg;
    for (let i = 0; i < 4; i += 1) expect(await login('bad-guess')).toBe('Incorrect account or password');
    expect(await login(shopper.password)).toBe('Login Success');
    for (let i = 0; i < 4; i += 1) expect(await login('bad-guess')).toBe('Incorrect account or password');
    expect(await login('bad-guess')).toMatch(/^Too many failed attempts/);
  });

  it('forgets pairs whose streak and lock have both run out, and only those', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.database.db.insert(loginAttempts).values([
      { accountKey: 'stale', client: '10.9.0.1', failures: 3, since: minutesAgo(16) },
      {
        accountKey: 'lock-over',
        client: '10.9.0.1',
        failures: 5,
        since: minutesAgo(31),
        lockedUntil: minutesAgo(1),
      },
      {
        accountKey: 'locked',
        client: '10.9.0.1',
        failures: 5,
        since: minutesAgo(20),
        lockedUntil: minutesAgo(-10),
      },
      { accountKey: 'fresh', client: '10.9.0.1', failures: 2, since: minutesAgo(1) },
    ]);
    await forgetStaleLoginAttempts(t.database.db);
    const left = await t.database.db
      .select({ accountKey: loginAttempts.accountKey })
      .from(loginAttempts)
      .where(eq(loginAttempts.client, '10.9.0.1'));
    expect(left.map((row) => row.accountKey).sort()).toEqual(['fresh', 'locked']);
  });

  it('limits login calls per address, with a translated message', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const limitedApi = client(limited.app);
      const results: ApiResult[] = [];
      for (let i = 0; i < 4; i += 1) {
        results.push(
          await limitedApi.post(
            '/api/user/login',
            { account: 'x_user', password: 'y' },
            { ip: '10.0.0.7', lang: 'de' },
          ),
        );
      }
      expect(results.slice(0, 3).every((result) => result.msg !== results[3]?.msg)).toBe(true);
      expect(results[3]).toMatchObject({
        code: 0,
        msg: 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
      });
      const otherAddress = await limitedApi.post(
        '/api/user/login',
        { account: 'x_user', password: 'y' },
        { ip: '10.0.0.8' },
      );
      expect(otherAddress.msg).toBe('Incorrect account or password');
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('answers 401 with code 401 without a token, with a bad one, and after logout', async () => {
    const missing = await api.get('/api/user/getUserInfo');
    expect(missing).toMatchObject({ status: 401, code: 401, msg: 'Please login first' });
    expect((await api.get('/api/user/getUserInfo', {}, { token: 'made-up' })).status).toBe(401);

    const shopper = await registerShopper(t.app);
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).code).toBe(1);
    expect(await api.post('/api/user/logout', {}, { token: shopper.token })).toMatchObject({
      code: 1,
      msg: 'Logout Success',
    });
    expect(await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).toMatchObject({
      status: 401,
      code: 401,
    });
  });

  it('refuses an expired token', async () => {
    const shopper = await registerShopper(t.app);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, shopper.id));
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).status).toBe(401);
  });

  it('keeps only a hash of the token and expires it after three days', async () => {
    const shopper = await registerShopper(t.app);
    const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, shopper.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(shopper.token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
  });
});

describe('resetpwd', () => {
  it('changes the password with the old one and signs the account out everywhere', async () => {
    const shopper = await registerShopper(t.app);
    const second = await api.post('/api/user/login', {
      account: shopper.username,
      password: shopper.password,
    });
    const wrongOld = await api.post(
      '/api/user/resetpwd',
      { old_password: 'not-mine', new_password: 'brandnew1' },
      { token: shopper.token },
    );
    expect(wrongOld).toMatchObject({ code: 0, msg: 'The old password is incorrect' });
    const same = await api.post(
      '/api/user/resetpwd',
      { old_password: shopper.password, new_password: shopper.password },
      { token: shopper.token },
    );
    expect(same.msg).toBe('The new password must differ from the old one');
    const short = await api.post(
      '/api/user/resetpwd',
      { old_password: shopper.password, new_password: '123' },
      { token: shopper.token },
    );
    expect(short.msg).toBe('The password must be at least 6 characters');

    const done = await api.post(
      '/api/user/resetpwd',
      { old_password: shopper.password, new_password: 'brandnew1' },
      { token: shopper.token },
    );
    expect(done).toMatchObject({ code: 1, msg: 'Change Successful' });
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).status).toBe(401);
    expect((await api.get('/api/user/getUserInfo', {}, { token: second.data.userinfo.token })).status).toBe(
      401,
    );
    expect(
      (await api.post('/api/user/login', { account: shopper.username, password: shopper.password })).code,
    ).toBe(0);
    expect(
      (await api.post('/api/user/login', { account: shopper.username, password: 'brandnew1' })).code,
    ).toBe(1);
  });

  it('needs a token when no email is given', async () => {
    const result = await api.post('/api/user/resetpwd', {
      old_password: 'whatever1',
      new_password: 'brandnew1',
    });
    expect(result).toMatchObject({ status: 401, code: 401 });
  });

  it('resets a forgotten password with the emailed code, once', async () => {
    const shopper = await registerShopper(t.app);
    expect(await api.post('/api/ems/send', { email: shopper.email, event: 'resetpwd' })).toMatchObject({
      code: 1,
      msg: 'The verification code has been sent',
    });
    const code = t.mailer.lastCode(shopper.email);
    const noCode = await api.post('/api/user/resetpwd', { email: shopper.email, new_password: 'forgotten1' });
    expect(noCode.msg).toBe('Please enter the email verification code');
    const wrong = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code: code === '999999' ? '000000' : '999999',
      new_password: 'forgotten1',
    });
    expect(wrong).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });

    const done = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code,
      new_password: 'forgotten1',
    });
    expect(done.code).toBe(1);
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).status).toBe(401);
    expect((await api.post('/api/user/login', { account: shopper.email, password: 'forgotten1' })).code).toBe(
      1,
    );

    const reused = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code,
      new_password: 'again1234',
    });
    expect(reused.msg).toBe('The verification code is incorrect or has expired');
  });

  it('a shopper locked out by their own typos resets the password by mail and logs in at once', async () => {
    const shopper = await registerShopper(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.post('/api/user/login', { account: shopper.username, password: 'typo-typo' });
    }
    const locked = await api.post('/api/user/login', { account: shopper.username, password: 'typo-typo' });
    expect(locked.msg).toMatch(/^Too many failed attempts/);

    await api.post('/api/ems/send', { email: shopper.email, event: 'resetpwd' });
    const reset = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code: t.mailer.lastCode(shopper.email),
      new_password: 'remembered1',
    });
    expect(reset.code).toBe(1);
    const login = await api.post('/api/user/login', { account: shopper.username, password: 'remembered1' });
    expect(login).toMatchObject({ code: 1, msg: 'Login Success' });
  });
});
