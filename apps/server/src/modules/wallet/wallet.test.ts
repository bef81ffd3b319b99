import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCents, withdrawArrivalCents, withdrawFeeCents } from '@storefront/shared';
import { settings, withdrawals } from '../../db/schema';
import { useTestApp, withdrawCode } from '../../../test/harness';
import { balanceAndLedger, makeNetworks, makeShopper } from '../../../test/shopping-fixtures';
import { DEFAULT_WITHDRAW_SETTINGS } from './funds';

const { t, api, operatorToken } = useTestApp();
beforeAll(() => makeNetworks(t.database.db));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token: string | undefined, bytes: Buffer, filename = 'proof.png', type = 'image/png') {
  const boundary = '----storefront-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload?lang=en',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
    payload: body,
  });
  return { status: response.statusCode, ...response.json() };
}

describe('uploads', () => {
  it('stores a picture judged by its bytes and serves it from /uploads/', async () => {
    const { token } = await makeShopper(t.database.db);
    const result = await upload(token, PNG, 'renamed.txt', 'text/plain');
    expect(result).toMatchObject({
      code: 1,
      msg: 'Upload successful',
      data: { url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) },
    });
    const served = await t.app.inject(result.data.url);
    expect(served.statusCode).toBe(200);
    // Written again, cleaned (see upload/media.test.ts): the same one pixel, not the same bytes.
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a text file named .png, a picture over 5 MB, and a guest', async () => {
    const { token } = await makeShopper(t.database.db);
    expect((await upload(token, Buffer.from('just some text, not a picture'), 'fake.png')).msg).toBe(
      'Only PNG, JPEG, WebP or GIF pictures can be uploaded',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(token, huge)).msg).toBe('The picture must be 5 MB or smaller');
    expect((await upload(undefined, PNG)).status).toBe(401);
  });
});

describe('top-up', () => {
  it('waits for an operator, who credits the actual arrival through the ledger, once', async () => {
    const shopper = await makeShopper(t.database.db);
    const image = (await upload(shopper.token, PNG)).data.url;
    const networks = await api.get('/api/user/getBlockchain', {}, { token: shopper.token });
    expect(networks.data.map((n: { network: string }) => n.network)).toEqual(
      expect.arrayContaining(['USDT-TRC20']),
    );
    const asked = await api.post(
      '/api/user/recharge',
      { method: 'blockchain', network: 'USDT-TRC20', amount: '100.00', image },
      { token: shopper.token },
    );
    expect(asked).toMatchObject({
      code: 1,
      msg: 'Application successful',
      data: { status: 'auditing', amount: '100.00', address: expect.any(String) },
    });

    const ops = await operatorToken();
    const passed = await api.post(
      '/api/admin/recharge/audit',
      { id: asked.data.id, pass: true, amount: '98.50', remark: 'fee on chain' },
      { token: ops },
    );
    expect(passed.data).toMatchObject({ status: 'passed', actual_amount: '98.50' });
    expect(await balanceAndLedger(t.database.db, shopper.id)).toEqual({
      balance: 9850,
      ledgerSum: 9850,
      ledgerRows: 1,
    });
    const twice = await api.post(
      '/api/admin/recharge/audit',
      { id: asked.data.id, pass: true },
      { token: ops },
    );
    expect(twice.msg).toBe('This request has already been audited');
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(9850);
    const log = await api.get('/api/user/recharge_log', {}, { token: shopper.token });
    expect(log.data.list[0]).toMatchObject({ id: asked.data.id, status: 'passed' });
  });

  it.each([
    [
      { method: 'blockchain', network: 'BSC', amount: '50' },
      'Deposits via DEX, BSC and HECO are not supported',
    ],
    [
      { method: 'blockchain', network: 'USDT-HECO', amount: '50' },
      'Deposits via DEX, BSC and HECO are not supported',
    ],
    [{ method: 'blockchain', amount: '50' }, 'Network is required'],
    [
      { method: 'blockchain', network: 'USDT-TRC20', amount: '5' },
      'The amount must be at least \u2068$10.00\u2069',
    ],
    [{ method: 'blockchain', network: 'DOGE-MAIN', amount: '50' }, 'This network is not available'],
    [{ method: 'manual', amount: '0' }, 'Amount must be a correct amount'],
    [{ method: 'manual', amount: '-5' }, 'Amount must be a correct amount'],
    [{ method: 'card', amount: '12.345' }, 'Amount must be a correct amount'],
    [{ method: 'card', amount: '20', image: undefined }, 'Payment evidence is required'],
    [{ method: 'cash', amount: '20' }, 'Top-up method is not valid'],
  ])('refuses %o', async (body, message) => {
    const shopper = await makeShopper(t.database.db);
    const image = (await upload(shopper.token, PNG)).data.url;
    const result = await api.post('/api/user/recharge', { image, ...body }, { token: shopper.token });
    expect(result).toMatchObject({ code: 0, msg: message });
  });

  it('a refused top-up credits nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const image = (await upload(shopper.token, PNG)).data.url;
    const asked = await api.post(
      '/api/user/recharge',
      { method: 'card', amount: '30', image },
      { token: shopper.token },
    );
    const refused = await api.post(
      '/api/admin/recharge/audit',
      { id: asked.data.id, pass: false, remark: 'no such transfer' },
      { token: await operatorToken() },
    );
    expect(refused.data).toMatchObject({ status: 'refused', remark: 'no such transfer' });
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(0);
  });
});

describe('withdrawal', () => {
  it('freezes the amount with the emailed code, shows fee and arrival, and a refusal returns the money', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    const info = await api.get('/api/user/extract', {}, { token: shopper.token });
    expect(info.data).toMatchObject({
      balance: '500.00',
      fee_rate: 0.01,
      min_amount: '10.00',
      networks: expect.arrayContaining(['USDT-TRC20']),
    });
    const code = await withdrawCode(t, shopper);
    const asked = await api.post(
      '/api/user/extract',
      { type: 'blockchain', amount: '200', network: 'USDT-TRC20', address: 'TXyz123', email_code: code },
      { token: shopper.token },
    );
    expect(asked).toMatchObject({
      code: 1,
      msg: 'Draw Success',
      data: { status: 'auditing', amount: '200.00', fee: '2.00', actual_amount: '198.00' },
    });
    const me = await api.get('/api/user/getUserInfo', {}, { token: shopper.token });
    expect(me.data).toMatchObject({ balance: '300.00', frozen: '200.00' });

    const ops = await operatorToken();
    await api.post(
      '/api/admin/withdraw/audit',
      { id: asked.data.id, pass: false, remark: 'wrong address' },
      { token: ops },
    );
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data).toMatchObject({
      balance: '500.00',
      frozen: '0.00',
    });
    expect(
      (await api.post('/api/admin/withdraw/audit', { id: asked.data.id, pass: true }, { token: ops })).msg,
    ).toBe('This request has already been audited');
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 50_000,
      ledgerSum: 50_000,
    });
  });

  it('charges at 7 % exactly the fee and arrival the app shows from fee_rate_bp', async () => {
    const settingsAt = (feeRateBp: number) => ({ ...DEFAULT_WITHDRAW_SETTINGS, fee_rate_bp: feeRateBp });
    await t.database.db
      .insert(settings)
      .values({ key: 'withdraw', value: settingsAt(700) })
      .onConflictDoUpdate({ target: settings.key, set: { value: settingsAt(700) } });
    try {
      const shopper = await makeShopper(t.database.db, { balanceCents: 1_000_000 });
      const info = await api.get('/api/user/extract', {}, { token: shopper.token });
      expect(info.data).toMatchObject({ fee_rate: 0.07, fee_rate_bp: 700 });
      // Amounts where multiplying by the float 0.07 is a cent off the exact fee.
      const tricky = Array.from({ length: 3_000 }, (_, index) => 1_000 + index)
        .filter((cents) => Math.ceil(cents * 0.07) !== withdrawFeeCents(cents, 700))
        .slice(0, 3);
      expect(tricky).toHaveLength(3);
      for (const amountCents of tricky) {
        const asked = await api.post(
          '/api/user/extract',
          {
            type: 'blockchain',
            amount: formatCents(amountCents),
            network: 'USDT-TRC20',
            address: 'TXyz123',
            email_code: await withdrawCode(t, shopper),
          },
          { token: shopper.token },
        );
        expect(asked.data, formatCents(amountCents)).toMatchObject({
          fee: formatCents(withdrawFeeCents(amountCents, info.data.fee_rate_bp)),
          actual_amount: formatCents(withdrawArrivalCents(amountCents, info.data.fee_rate_bp)),
        });
      }
    } finally {
      await t.database.db
        .update(settings)
        .set({ value: DEFAULT_WITHDRAW_SETTINGS })
        .where(eq(settings.key, 'withdraw'));
    }
  });

  it('a passed withdrawal pays the frozen money out', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const asked = await api.post(
      '/api/user/extract',
      {
        type: 'bank',
        amount: '40',
        bank_name: 'Chase',
        card_no: '4111111111111111',
        holder: 'Test Buyer',
        email_code: await withdrawCode(t, shopper),
      },
      { token: shopper.token },
    );
    await api.post(
      '/api/admin/withdraw/audit',
      { id: asked.data.id, pass: true },
      { token: await operatorToken() },
    );
    expect((await api.get('/api/user/getUserInfo', {}, { token: shopper.token })).data).toMatchObject({
      balance: '60.00',
      frozen: '0.00',
    });
    const log = await api.get('/api/user/extract_log', {}, { token: shopper.token });
    expect(log.data.list[0]).toMatchObject({ status: 'passed', bank_name: 'Chase' });
  });

  it('a retry with the same Idempotency-Key and body gets the first answer, another body is refused', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    const send = async (key: string, payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/extract?lang=en',
          headers: { token: shopper.token, 'idempotency-key': key },
          payload,
        })
      ).json();
    const body = { type: 'blockchain', amount: '200', network: 'USDT-TRC20', address: 'TXyz123' };
    const code = await withdrawCode(t, shopper);
    // A refused attempt stores nothing: the key stays free for the retry with the right code.
    expect(await send('first', { ...body, email_code: '000000' })).toMatchObject({
      code: 0,
      msg: 'The verification code is incorrect or has expired',
    });
    const first = await send('first', { ...body, email_code: code });
    expect(first).toMatchObject({ code: 1, msg: 'Draw Success', data: { amount: '200.00' } });
    expect(await send('first', { ...body, email_code: code })).toMatchObject({
      code: 1,
      msg: 'Draw Success',
      data: first.data,
    });
    expect(await send('first', { ...body, amount: '50', email_code: code })).toMatchObject({
      code: 0,
      msg: 'This request key was already used for a different request',
    });
    expect(await t.database.db.$count(withdrawals, eq(withdrawals.userId, shopper.id))).toBe(1);
    expect(await balanceAndLedger(t.database.db, shopper.id)).toMatchObject({
      balance: 30_000,
      ledgerSum: 30_000,
    });
  });

  it.each([
    [{ amount: '' }, 'Amount must be a correct amount'],
    [{ amount: '0' }, 'Amount must be a correct amount'],
    [{ amount: '-1' }, 'Amount must be a correct amount'],
    [{ amount: '5' }, 'The amount must be at least \u2068$10.00\u2069'],
    [{ amount: '600' }, 'The amount cannot be larger than your balance'],
    [{ network: 'USDT-BEP20' }, 'The network must be the same as the withdrawing platform'],
    [{ network: undefined }, 'Network is required'],
    [{ address: undefined }, 'Wallet address is required'],
    [{ email_code: undefined }, 'Email verification code is required'],
    [{ email_code: '000000' }, 'The verification code is incorrect or has expired'],
  ])('refuses %o and freezes nothing', async (change, message) => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    const body = {
      type: 'blockchain',
      amount: '100',
      network: 'USDT-TRC20',
      address: 'TXyz',
      email_code: '999999',
      ...change,
    };
    const result = await api.post('/api/user/extract', body, { token: shopper.token });
    expect(result).toMatchObject({ code: 0, msg: message });
    expect(await t.database.db.$count(withdrawals, eq(withdrawals.userId, shopper.id))).toBe(0);
    expect((await balanceAndLedger(t.database.db, shopper.id)).balance).toBe(50_000);
  });
});

describe('fund records and adjustments', () => {
  it('lists every ledger movement, filterable by type, and only the shopper’s own', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 1_000 });
    const other = await makeShopper(t.database.db, { balanceCents: 7_000 });
    const adjusted = await api.post(
      '/api/admin/user/adjust',
      { user_id: shopper.id, amount: '-2.50', memo: 'correction' },
      { token: await operatorToken() },
    );
    expect(adjusted.data).toMatchObject({ balance: '7.50' });
    const bill = await api.get('/api/user/bill', {}, { token: shopper.token });
    expect(
      bill.data.list.map((row: { amount: string; balance_after: string; memo: string }) => [
        row.amount,
        row.balance_after,
        row.memo,
      ]),
    ).toEqual([
      ['-2.50', '7.50', 'correction'],
      ['10.00', '10.00', 'test'],
    ]);
    expect((await api.get('/api/user/bill', { type: 'payment' }, { token: shopper.token })).data.total).toBe(
      0,
    );
    expect((await api.get('/api/user/bill', {}, { token: other.token })).data.total).toBe(1);
    expect(
      (
        await api.post(
          '/api/admin/user/adjust',
          { user_id: shopper.id, amount: '-100', memo: 'x' },
          { token: await operatorToken() },
        )
      ).msg,
    ).toBe('Your balance is not enough');
    expect((await api.get('/api/user/score', {}, { token: shopper.token })).data).toEqual({
      free: '0.00',
      total_bonus: '0.00',
      usable: '0.00',
    });
  });
});
