import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { percentText } from '@storefront/shared';
import { operatorAudits, shopMembers, taxRules } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeShop, makeShopper, PASSWORD } from '../../../test/shopping-fixtures';
import { taxRulesByCountry } from './rules';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const SAVE = '/api/admin/tax_rule/save';
const DELETE = '/api/admin/tax_rule/delete';
const LIST = '/api/admin/tax_rules';

const storedRules = () => db().select().from(taxRules).orderBy(asc(taxRules.country));
const auditsOf = (action: string) =>
  db().select().from(operatorAudits).where(eq(operatorAudits.action, action)).orderBy(asc(operatorAudits.id));

/** A seller's token: an owner of a new shop, signed in to the seller centre. */
async function sellerToken() {
  const member = await makeShopper(db());
  const shop = await makeShop(db());
  await db().insert(shopMembers).values({ shopId: shop.id, userId: member.id, role: 'owner' });
  const login = await api.post('/api/seller/login', { account: member.username, password: PASSWORD });
  return login.data.token as string;
}

describe('import tax rules', () => {
  it('writes basis points back as the percent operators typed', () => {
    expect([2000, 770, 825, 0, 10_000, 5, 1050].map(percentText)).toEqual([
      '20',
      '7.7',
      '8.25',
      '0',
      '100',
      '0.05',
      '10.5',
    ]);
  });

  it('saves rules of the three kinds and lists them by country, with who set them and when', async () => {
    const token = await operatorToken();
    expect((await api.get(LIST, {}, { token })).data).toEqual([]);

    const gb = await api.post(SAVE, { country: 'gb', rate: '20', collect_up_to: '170' }, { token });
    expect(gb).toMatchObject({
      code: 1,
      msg: 'Save successful',
      data: { country: 'GB', rate: '20', collect_up_to: '170.00', operator: 'admin' },
    });
    expect(Date.now() - Date.parse(gb.data.updated_at)).toBeLessThan(60_000);
    // Always at checkout: empty or null; never (always on delivery): zero.
    await api.post(SAVE, { country: 'JP', rate: 10, collect_up_to: '' }, { token });
    await api.post(SAVE, { country: 'CH', rate: '7.7', collect_up_to: null }, { token });
    await api.post(SAVE, { country: 'NO', rate: '25', collect_up_to: '0' }, { token });
    await api.post(SAVE, { country: 'DE', rate: '19', collect_up_to: '160.00' }, { token });

    const listed = await api.get(LIST, {}, { token });
    expect(listed.data.map((rule: { country: string }) => rule.country)).toEqual([
      'CH',
      'DE',
      'GB',
      'JP',
      'NO',
    ]);
    expect(listed.data).toContainEqual(
      expect.objectContaining({ country: 'JP', rate: '10', collect_up_to: null }),
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({ country: 'CH', rate: '7.7', collect_up_to: null }),
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({ country: 'NO', rate: '25', collect_up_to: '0.00' }),
    );
    expect(await storedRules()).toContainEqual(
      expect.objectContaining({ country: 'DE', rateBp: 1900, collectUpToCents: 16_000 }),
    );
  });

  it('updates a country’s rule in place, and the checkout’s copy in memory follows at once', async () => {
    const token = await operatorToken();
    // The checkout's view, loaded into memory before the change.
    expect((await taxRulesByCountry(t.app.ctx)).get('DE')).toEqual({
      country: 'DE',
      rateBp: 1900,
      collectUpToCents: 16_000,
    });
    const updated = await api.post(SAVE, { country: 'DE', rate: '20', collect_up_to: '150.5' }, { token });
    expect(updated.data).toMatchObject({ country: 'DE', rate: '20', collect_up_to: '150.50' });
    expect((await storedRules()).filter((rule) => rule.country === 'DE')).toHaveLength(1);
    expect((await taxRulesByCountry(t.app.ctx)).get('DE')).toEqual({
      country: 'DE',
      rateBp: 2000,
      collectUpToCents: 15_050,
    });
  });

  it('refuses a rate outside 0–100 or not a percent, an unknown country and a negative amount, changing nothing', async () => {
    const token = await operatorToken();
    const before = await storedRules();
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ country: 'FR', rate: '101' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'FR', rate: 'abc' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'FR', rate: '-1' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'FR', rate: '20.555' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'FR', rate: '' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'FR' }, 'validation.invalid', 'Tax rate is not valid'],
      [{ country: 'ZZ', rate: '20' }, 'validation.invalid', 'Country is not valid'],
      [{ country: 'DEU', rate: '20' }, 'validation.invalid', 'Country is not valid'],
      [{ rate: '20' }, 'validation.invalid', 'Country is not valid'],
      [
        { country: 'FR', rate: '20', collect_up_to: '-5' },
        'validation.amount',
        'Checkout limit must be a correct amount',
      ],
      [
        { country: 'FR', rate: '20', collect_up_to: '1.234' },
        'validation.invalid',
        'Checkout limit is not valid',
      ],
      [
        { country: 'FR', rate: '20', collect_up_to: 'lots' },
        'validation.invalid',
        'Checkout limit is not valid',
      ],
    ];
    for (const [body, key, msg] of refusals) {
      const refused = await api.post(SAVE, body, { token });
      expect(refused, JSON.stringify(body)).toMatchObject({ code: 0, key, msg });
    }
    // In the operator's language too.
    const german = await api.post(SAVE, { country: 'ZZ', rate: '20' }, { token, lang: 'de' });
    expect(german.msg).toBe('Land ist ungültig');
    expect(await storedRules()).toEqual(before);
    expect(await auditsOf('tax_rule.save')).toHaveLength(6);
  });

  it('deletes a rule; a country without one is refused with its own message', async () => {
    const token = await operatorToken();
    const deleted = await api.post(DELETE, { country: 'no' }, { token });
    expect(deleted).toMatchObject({ code: 1, msg: 'Delete Success', data: null });
    expect((await storedRules()).map((rule) => rule.country)).toEqual(['CH', 'DE', 'GB', 'JP']);
    expect((await taxRulesByCountry(t.app.ctx)).has('NO')).toBe(false);
    for (const country of ['NO', 'FR']) {
      const missing = await api.post(DELETE, { country }, { token, lang: 'de' });
      expect(missing).toMatchObject({ code: 0, key: 'msg.tax_rule_not_found' });
      expect(missing.msg).toBe('Für dieses Land gibt es keine Steuerregel');
    }
    expect((await api.post(DELETE, { country: 'Germany' }, { token })).key).toBe('validation.invalid');
    expect((await storedRules()).map((rule) => rule.country)).toEqual(['CH', 'DE', 'GB', 'JP']);
  });

  it('writes an audit line for each change, with the rule before and after, and none for a refusal', async () => {
    const saves = await auditsOf('tax_rule.save');
    // GB, JP, CH, NO, DE, then DE again.
    expect(saves.map((audit) => (audit.after as { country: string }).country)).toEqual([
      'GB',
      'JP',
      'CH',
      'NO',
      'DE',
      'DE',
    ]);
    const [operator] = await db().select({ id: operatorAudits.operatorId }).from(operatorAudits).limit(1);
    expect(saves.every((audit) => audit.operatorId === operator?.id && audit.targetType === 'tax_rule')).toBe(
      true,
    );
    expect(saves[0]).toMatchObject({
      targetId: null,
      before: null,
      after: { rateBp: 2000, collectUpToCents: 17_000 },
    });
    expect(saves[5]).toMatchObject({
      before: { country: 'DE', rateBp: 1900, collectUpToCents: 16_000 },
      after: { country: 'DE', rateBp: 2000, collectUpToCents: 15_050 },
    });
    const deletes = await auditsOf('tax_rule.delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({
      before: { country: 'NO', rateBp: 2500, collectUpToCents: 0 },
      after: null,
    });

    // The console's audit log lists them by action.
    const token = await operatorToken();
    const log = await api.get('/api/admin/audits', { action: 'tax_rule.delete' }, { token });
    expect(log.data.list).toEqual([
      expect.objectContaining({
        operator: 'admin',
        action: 'tax_rule.delete',
        target_type: 'tax_rule',
        target_id: null,
      }),
    ]);
  });

  it('refuses guests, shoppers and sellers at every call, changing nothing', async () => {
    const shopper = await makeShopper(db());
    const seller = await sellerToken();
    const before = await storedRules();
    const audits = await db().$count(operatorAudits);
    for (const token of [undefined, shopper.token, seller]) {
      const options = token ? { token } : {};
      expect((await api.get(LIST, {}, options)).status).toBe(401);
      expect((await api.post(SAVE, { country: 'FR', rate: '20' }, options)).status).toBe(401);
      expect((await api.post(DELETE, { country: 'DE' }, options)).status).toBe(401);
    }
    expect(await storedRules()).toEqual(before);
    expect(await db().$count(operatorAudits)).toBe(audits);
  });
});
