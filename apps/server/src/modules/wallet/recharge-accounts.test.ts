import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { eq } from 'drizzle-orm';
import { recharges } from '../../db/schema';
import { makeShopper } from '../../../test/shopping-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();

const ACCOUNT = {
  bank_name: 'Harbor Bank',
  holder: 'Orbit Mall Payments Ltd',
  account_no: 'GB29 NWBK 6016 1331 9268 19',
  note: 'SWIFT NWBKGB2L',
};

describe('accounts for manual top-ups', () => {
  it('are set by operators, audited, and shoppers see the enabled ones only', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    expect((await api.get('/api/user/recharge_accounts', {}, { token: shopper.token })).data).toEqual([]);

    const saved = await api.post('/api/admin/recharge_account/save', ACCOUNT, { token });
    expect(saved).toMatchObject({ code: 1, data: { ...ACCOUNT, enabled: true } });
    const second = await api.post(
      '/api/admin/recharge_account/save',
      { ...ACCOUNT, account_no: 'DE89 3704 0044 0532 0130 00', sort: 5 },
      { token },
    );
    expect((await api.get('/api/user/recharge_accounts', {}, { token: shopper.token })).data).toEqual([
      { id: saved.data.id, ...ACCOUNT },
      { id: second.data.id, ...ACCOUNT, account_no: 'DE89 3704 0044 0532 0130 00' },
    ]);

    await api.post(
      '/api/admin/recharge_account/save',
      { id: saved.data.id, ...ACCOUNT, enabled: false },
      { token },
    );
    const shown = await api.get('/api/user/recharge_accounts', {}, { token: shopper.token });
    expect(shown.data.map((account: { id: number }) => account.id)).toEqual([second.data.id]);

    const audits = await api.get('/api/admin/audits', { action: 'recharge_account.save' }, { token });
    expect(audits.data.list.length).toBe(3);
  });

  it('refuse bad input, a taken account number and a shopper, changing nothing', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    const before = (await api.get('/api/admin/recharge_accounts', {}, { token })).data;
    expect(
      (await api.post('/api/admin/recharge_account/save', { ...ACCOUNT, holder: '' }, { token })).msg,
    ).toBe('Card holder is required');
    expect(
      (
        await api.post(
          '/api/admin/recharge_account/save',
          { ...ACCOUNT, account_no: 'DE89 3704 0044 0532 0130 00' },
          { token },
        )
      ).msg,
    ).toBe('This name or code is already in use, please choose another');
    expect(
      (await api.post('/api/admin/recharge_account/save', ACCOUNT, { token: shopper.token })).status,
    ).toBe(401);
    expect((await api.get('/api/user/recharge_accounts')).status).toBe(401);
    expect((await api.get('/api/admin/recharge_accounts', {}, { token })).data).toEqual(before);
  });
});

describe('a manual top-up', () => {
  it('is refused while no transfer account is enabled, and taken once one is', async () => {
    const token = await operatorToken();
    const shopper = await makeShopper(t.database.db);
    for (const account of (await api.get('/api/admin/recharge_accounts', {}, { token })).data) {
      await api.post('/api/admin/recharge_account/save', { ...account, enabled: false }, { token });
    }
    const image = await uploadPicture(t.app, shopper.token);
    const body = { method: 'manual', amount: '25.00', image };
    const refused = await api.post('/api/user/recharge', body, { token: shopper.token });
    expect(refused).toMatchObject({
      code: 0,
      msg: 'Top-ups by transfer are not available right now. Please choose another method.',
    });
    expect(await t.database.db.$count(recharges, eq(recharges.userId, shopper.id))).toBe(0);
    // Another way of topping up is not held up by it.
    expect(
      (await api.post('/api/user/recharge', { ...body, method: 'card' }, { token: shopper.token })).code,
    ).toBe(1);

    await api.post(
      '/api/admin/recharge_account/save',
      { ...ACCOUNT, account_no: 'NL91 ABNA 0417 1643 00' },
      { token },
    );
    const taken = await api.post('/api/user/recharge', body, { token: shopper.token });
    expect(taken).toMatchObject({ code: 1, data: { status: 'auditing', amount: '25.00' } });
  });
});
