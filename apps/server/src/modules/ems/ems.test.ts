import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';

const { t, api } = useTestApp();

describe('ems/send', () => {
  it('mails a six-digit code in the shopper language and stores only its hash', async () => {
    const result = await api.post(
      '/api/ems/send',
      { email: 'fresh@example.com', event: 'register' },
      { lang: 'de' },
    );
    expect(result).toMatchObject({ code: 1 });
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe('fresh@example.com');
    expect(mail?.subject).toBe('Ihr Bestätigungscode');
    const code = t.mailer.lastCode('fresh@example.com');
    const [row] = await t.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, 'fresh@example.com'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('sends one code per email and event every 60 seconds', async () => {
    expect((await api.post('/api/ems/send', { email: 'twice@example.com', event: 'register' })).code).toBe(1);
    const again = await api.post('/api/ems/send', { email: 'twice@example.com', event: 'register' });
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^A code was sent just now, please try again in (59|60) seconds$/);
    expect((await api.post('/api/ems/send', { email: 'twice@example.com', event: 'resetpwd' })).code).toBe(1);
    expect(t.mailer.sent.filter((mail) => mail.to === 'twice@example.com')).toHaveLength(1);
  });

  it('answers a reset for an unknown email like any other, without sending anything', async () => {
    const before = t.mailer.sent.length;
    const result = await api.post('/api/ems/send', { email: 'ghost@example.com', event: 'resetpwd' });
    expect(result.code).toBe(1);
    expect(t.mailer.sent.length).toBe(before);
  });

  it('answers a second reset within 60 seconds the same for an unknown email as for a real one', async () => {
    const shopper = await registerShopper(t.app);
    const twice = async (email: string) => {
      const first = await api.post('/api/ems/send', { email, event: 'resetpwd' });
      const second = await api.post('/api/ems/send', { email, event: 'resetpwd' });
      return [first, second].map(({ code, msg }) => ({ code, msg: msg.replace(/\d+ seconds/, 'N seconds') }));
    };
    const mailed = t.mailer.sent.length;
    const real = await twice(shopper.email);
    expect(real[1]).toEqual({ code: 0, msg: 'A code was sent just now, please try again in N seconds' });
    expect(await twice('ghost.twice@example.com')).toEqual(real);
    // Only the real account got a mail, and the unknown address's record is no code anyone can use.
    expect(t.mailer.sent.slice(mailed).map((mail) => mail.to)).toEqual([shopper.email]);
    for (const guess of ['000000', '123456']) {
      const reset = { email: 'ghost.twice@example.com', code: guess, new_password: 'newpass1' };
      expect((await api.post('/api/user/resetpwd', reset)).msg).toBe(
        'The verification code is incorrect or has expired',
      );
    }
  });

  it('refuses a register code for an email already registered', async () => {
    const shopper = await registerShopper(t.app);
    const result = await api.post('/api/ems/send', { email: shopper.email, event: 'register' });
    expect(result).toMatchObject({ code: 0, msg: 'This email is already registered' });
  });

  it('sends withdrawal codes only to a logged-in shopper, at the account email', async () => {
    expect((await api.post('/api/ems/send', { email: 'x@example.com', event: 'withdraw' })).status).toBe(401);
    const shopper = await registerShopper(t.app);
    const result = await api.post(
      '/api/ems/send',
      { email: 'elsewhere@example.com', event: 'withdraw' },
      { token: shopper.token },
    );
    expect(result.code).toBe(1);
    expect(t.mailer.sent.at(-1)?.to).toBe(shopper.email);
  });

  it('validates email and event', async () => {
    expect((await api.post('/api/ems/send', { email: 'nope', event: 'register' })).msg).toBe(
      'Please enter a correct email',
    );
    expect((await api.post('/api/ems/send', { email: 'a@b.co', event: 'party' })).msg).toBe(
      'Event is not valid',
    );
  });

  it('gives up a code after five wrong tries', async () => {
    const shopper = await registerShopper(t.app);
    await api.post('/api/ems/send', { email: shopper.email, event: 'resetpwd' });
    const code = t.mailer.lastCode(shopper.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      await api.post('/api/user/resetpwd', { email: shopper.email, code: wrong, new_password: 'newpass1' });
    }
    const right = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code,
      new_password: 'newpass1',
    });
    expect(right).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });
  });

  it('refuses an expired code', async () => {
    const shopper = await registerShopper(t.app);
    await api.post('/api/ems/send', { email: shopper.email, event: 'resetpwd' });
    const code = t.mailer.lastCode(shopper.email);
    await t.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, shopper.email));
    const result = await api.post('/api/user/resetpwd', {
      email: shopper.email,
      code,
      new_password: 'newpass1',
    });
    expect(result.msg).toBe('The verification code is incorrect or has expired');
  });
});
