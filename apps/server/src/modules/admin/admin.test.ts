import { describe, expect, it } from 'vitest';
import { client, createTestApp, registerShopper, useTestApp } from '../../../test/harness';
import { createOperator, ensureFirstOperator } from './operators';

const { t, api } = useTestApp();

describe('operators', () => {
  it('creates the first operator once, with the configured password', async () => {
    expect(await ensureFirstOperator(t.database.db, 'configured-secret')).toBeNull();
    expect(await ensureFirstOperator(t.database.db, 'another-secret')).toBeNull();
    const login = await api.post('/api/admin/login', { username: 'admin', password: 'configured-secret' });
    expect(login).toMatchObject({ code: 1 });
    expect(login.data.token).toEqual(expect.any(String));
    expect((await api.post('/api/admin/login', { username: 'admin', password: 'another-secret' })).code).toBe(
      0,
    );
  });

  it('generates and returns a password when none is configured', async () => {
    const fresh = await createTestApp();
    try {
      const generated = await ensureFirstOperator(fresh.database.db, undefined);
      expect(generated).toMatch(/^[\w-]{16}$/);
      const login = await client(fresh.app).post('/api/admin/login', {
        username: 'admin',
        password: generated,
      });
      expect(login.code).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a wrong password and a missing one', async () => {
    expect(await api.post('/api/admin/login', { username: 'admin', password: 'nope' })).toMatchObject({
      code: 0,
      msg: 'Incorrect account or password',
    });
    expect((await api.post('/api/admin/login', { username: 'admin' })).msg).toBe(
      'Account and password must be entered',
    );
  });

  it('never lets a shopper token pass as an operator token, nor the reverse', async () => {
    const password = await createOperator(t.database.db, 'ops2');
    const operator = (await api.post('/api/admin/login', { username: 'ops2', password })).data
      .token as string;
    const shopper = await registerShopper(t.app);

    expect(await api.get('/api/admin/me', {}, { token: operator })).toMatchObject({
      code: 1,
      data: { username: 'ops2' },
    });
    expect(await api.get('/api/admin/me', {}, { token: shopper.token })).toMatchObject({
      status: 401,
      code: 401,
    });
    expect(await api.get('/api/user/getUserInfo', {}, { token: operator })).toMatchObject({
      status: 401,
      code: 401,
    });

    await api.post('/api/admin/logout', {}, { token: operator });
    expect((await api.get('/api/admin/me', {}, { token: operator })).status).toBe(401);
  });
});
