import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawalDestinations, withdrawals } from '../../db/schema';
import { useTestApp, withdrawCode } from '../../../test/harness';
import { makeNetworks, makeShopper } from '../../../test/shopping-fixtures';

const { t, api } = useTestApp();
beforeAll(() => makeNetworks(t.database.db));

const BANK = { type: 'bank', bank_name: 'Chase', card_no: '4111111111111111', holder: 'Test Buyer' };
const CHAIN = { type: 'blockchain', network: 'USDT-TRC20', address: 'TXyz1234567890abcdef' };

async function withdraw(shopper: { id: number; token: string }, destination: object, amount = '20') {
  const code = await withdrawCode(t, shopper);
  return api.post(
    '/api/user/extract',
    { ...destination, amount, email_code: code },
    { token: shopper.token },
  );
}

describe('the card list', () => {
  it('keeps each destination withdrawn to once, the most recently used first, with the bank details last typed', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 50_000 });
    expect((await api.get('/api/user/cards', {}, { token: shopper.token })).data).toEqual([]);

    expect((await withdraw(shopper, BANK)).code).toBe(1);
    expect((await withdraw(shopper, CHAIN)).code).toBe(1);
    // The same card again, with the holder's name written out: one entry, moved to the top, name updated.
    expect((await withdraw(shopper, { ...BANK, holder: 'Test Q. Buyer' })).code).toBe(1);

    const list = await api.get<Record<string, unknown>[]>('/api/user/cards', {}, { token: shopper.token });
    expect(list.data).toEqual([
      expect.objectContaining({ ...BANK, holder: 'Test Q. Buyer', network: null, address: null }),
      expect.objectContaining({ ...CHAIN, bank_name: null, card_no: null, holder: null }),
    ]);
  });

  it('a refused withdrawal keeps nothing', async () => {
    const shopper = await makeShopper(t.database.db, { balanceCents: 1_000 });
    const refused = await withdraw(shopper, BANK, '500');
    expect(refused).toMatchObject({ code: 0, msg: 'The amount cannot be larger than your balance' });
    const wrongCode = await api.post(
      '/api/user/extract',
      { ...CHAIN, amount: '10', email_code: '000000' },
      { token: shopper.token },
    );
    expect(wrongCode.code).toBe(0);
    expect((await api.get('/api/user/cards', {}, { token: shopper.token })).data).toEqual([]);
  });

  it('shows and removes only the shopper’s own; the withdrawal made to a removed card keeps its details', async () => {
    const owner = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const other = await makeShopper(t.database.db, { balanceCents: 10_000 });
    const made = await withdraw(owner, BANK);
    const [saved] = (await api.get<{ id: number }[]>('/api/user/cards', {}, { token: owner.token })).data;

    expect((await api.get('/api/user/cards', {}, { token: other.token })).data).toEqual([]);
    const stolen = await api.post('/api/user/card_del', { id: saved!.id }, { token: other.token });
    expect(stolen).toMatchObject({ code: 0, msg: 'The card does not exist' });
    expect(
      await t.database.db.$count(withdrawalDestinations, eq(withdrawalDestinations.userId, owner.id)),
    ).toBe(1);

    const removed = await api.post('/api/user/card_del', { id: saved!.id }, { token: owner.token });
    expect(removed).toMatchObject({ code: 1, msg: 'Delete Success' });
    expect((await api.get('/api/user/cards', {}, { token: owner.token })).data).toEqual([]);
    const [withdrawal] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, made.data.id));
    expect(withdrawal).toMatchObject({ cardNo: BANK.card_no, bankName: 'Chase' });
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: -1 }]])(
    'refuses to remove %o with a translated message',
    async (body) => {
      const shopper = await makeShopper(t.database.db);
      const result = await api.post('/api/user/card_del', body, { token: shopper.token, lang: 'de' });
      expect(result.code).toBe(0);
      expect(result.msg).not.toMatch(/^(validation|msg)\./);
      expect(result.msg).not.toBe('');
    },
  );

  it('answers nobody without a session', async () => {
    expect(await api.get('/api/user/cards')).toMatchObject({ code: 401, msg: 'Please login first' });
    expect(await api.post('/api/user/card_del', { id: 1 })).toMatchObject({
      code: 401,
      msg: 'Please login first',
    });
  });
});
