import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema';
import { sha256 } from '../../lib/secrets';
import { registerShopper, useTestApp } from '../../../test/harness';

const { t, api } = useTestApp();

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Logs in from a device, as a browser sends its user agent. */
async function loginFrom(account: string, password: string, userAgent: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login?lang=en',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { account, password },
  });
  return response.json().data.userinfo.token as string;
}

const answers = async (token: string) =>
  (await api.get('/api/user/getUserInfo', {}, { token })).status === 200;

describe('signed-in devices', () => {
  it("lists only the shopper's own live sessions, newest first, with the asking one marked", async () => {
    const shopper = await registerShopper(t.app);
    const stranger = await registerShopper(t.app);
    const phone = await loginFrom(shopper.username, shopper.password, PHONE, '203.0.113.7');
    await loginFrom(shopper.username, shopper.password, LAPTOP, '198.51.100.2');
    const expired = await loginFrom(shopper.username, shopper.password, LAPTOP, '198.51.100.3');
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userTokens.tokenHash, sha256(expired)));

    const list = await api.get('/api/user/sessions', {}, { token: phone });
    expect(list.code).toBe(1);
    expect(list.data).toHaveLength(3);
    // The registration's session, sent by the test client's own agent, is the oldest.
    expect(list.data.map((row: { user_agent: string }) => row.user_agent)).toEqual([
      LAPTOP,
      PHONE,
      'lightMyRequest',
    ]);
    expect(list.data.map((row: { current: boolean }) => row.current)).toEqual([false, true, false]);
    expect(list.data[1]).toMatchObject({ ip: '203.0.113.7', created_at: expect.any(String) });
    for (const row of list.data) {
      expect(Object.keys(row).sort()).toEqual(['created_at', 'current', 'id', 'ip', 'user_agent']);
    }
    expect(JSON.stringify(list.body)).not.toContain(sha256(phone));

    const theirs = await api.get('/api/user/sessions', {}, { token: stranger.token });
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0]).toMatchObject({ current: true });
  });

  it('logging out the other devices leaves exactly this one working, at once', async () => {
    const shopper = await registerShopper(t.app);
    const stranger = await registerShopper(t.app);
    const phone = await loginFrom(shopper.username, shopper.password, PHONE, '203.0.113.7');
    const laptop = await loginFrom(shopper.username, shopper.password, LAPTOP, '198.51.100.2');
    // Every session has been used, so this instance has them cached.
    for (const token of [shopper.token, phone, laptop, stranger.token])
      expect(await answers(token)).toBe(true);

    const done = await api.post('/api/user/sessions/logout_others', {}, { token: laptop });
    expect(done).toMatchObject({ code: 1, msg: 'Other devices have been logged out' });
    const refused = await api.get('/api/user/getUserInfo', {}, { token: phone });
    expect(refused).toMatchObject({ status: 401, code: 401 });
    expect(await answers(shopper.token)).toBe(false);
    expect(await answers(laptop)).toBe(true);
    expect(await answers(stranger.token)).toBe(true);

    const list = await api.get('/api/user/sessions', {}, { token: laptop });
    expect(list.data).toEqual([expect.objectContaining({ current: true, user_agent: LAPTOP })]);
    expect(
      await t.database.db.$count(
        userTokens,
        and(eq(userTokens.userId, stranger.id), eq(userTokens.tokenHash, sha256(stranger.token))),
      ),
    ).toBe(1);
  });

  it('needs a session', async () => {
    expect((await api.get('/api/user/sessions')).status).toBe(401);
    expect((await api.post('/api/user/sessions/logout_others')).status).toBe(401);
  });
});
