import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, SHIPPING_ZONES_MAX } from '@storefront/shared';
import { operatorAudits, shippingZones, shopMembers } from '../../db/schema';
import { issueSellerToken } from '../../lib/auth';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { makeShop, makeShopper } from '../../../test/shopping-fixtures';
import { zonesOfShops } from './rules';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

const SAVE = '/api/seller/shipping_zone/save';
const DELETE = '/api/seller/shipping_zone/delete';
const LIST = '/api/seller/shipping_zones';

/** A zone as the seller centre's form sends it: Japan, flat $8.00, 3 + 4–7 days. */
const JAPAN = {
  name: 'Japan',
  countries: ['jp'],
  rule: 'flat',
  base: '8',
  handling_days: 3,
  transit_days_min: 4,
  transit_days_max: 7,
};
/** Everywhere no other zone names: 2.00 plus 7.5 % of the goods, free from 100.00. */
const REST = {
  name: 'Rest of the world',
  countries: [],
  rule: 'amount',
  base: '2.00',
  percent: '7.5',
  free_from: '100',
  handling_days: '2',
  transit_days_min: '10',
  transit_days_max: '20',
};

const save = (token: string, zone: object) => api.post(SAVE, zone, { token });
const listOf = async (token: string) => (await api.get(LIST, {}, { token })).data;

describe('a shop’s shipping zones in the seller centre', () => {
  it('a shop without zones ships by the platform’s rule; the owner adds, lists, edits and deletes zones', async () => {
    const { sellerToken: token, shopId } = await makeMerchant(db());
    expect(await listOf(token)).toEqual({
      zones: [],
      default_zone: {
        countries: [],
        rule: 'flat',
        base: '6.00',
        per_kg: '0.00',
        percent: '0',
        free_from: '49.00',
        handling_days: 2,
        transit_days_min: 5,
        transit_days_max: 12,
      },
    });

    const rest = await save(token, REST);
    expect(rest.code, rest.msg).toBe(1);
    expect(rest.msg).toBe('Save successful');
    expect(rest.data).toMatchObject({
      name: 'Rest of the world',
      countries: [],
      rule: 'amount',
      base: '2.00',
      per_kg: '0.00',
      percent: '7.5',
      free_from: '100.00',
      handling_days: 2,
      transit_days_min: 10,
      transit_days_max: 20,
    });
    const japan = await save(token, JAPAN);
    expect(japan.data).toMatchObject({
      name: 'Japan',
      countries: ['JP'],
      rule: 'flat',
      base: '8.00',
      percent: '0',
      free_from: null,
      handling_days: 3,
      transit_days_min: 4,
      transit_days_max: 7,
    });
    // The rest of the world is listed last, whenever it was added.
    expect((await listOf(token)).zones.map((zone: { name: string }) => zone.name)).toEqual([
      'Japan',
      'Rest of the world',
    ]);
    // The checkout's copy of the shop's zones knows them at once.
    const priced = (await zonesOfShops(t.app.ctx, [shopId])).get(shopId);
    expect(priced?.map((zone) => zone.countries)).toEqual([[], ['JP']]);

    // Edited by weight: only the figures of its rule are kept (the percentage sent is dropped).
    const edited = await save(token, {
      ...JAPAN,
      id: japan.data.id,
      name: 'Japan and Korea',
      countries: ['KR', 'JP', 'kr'],
      rule: 'weight',
      base: '5',
      per_kg: '2.5',
      percent: '9',
    });
    expect(edited.code, edited.msg).toBe(1);
    expect(edited.data).toMatchObject({
      id: japan.data.id,
      name: 'Japan and Korea',
      countries: ['JP', 'KR'],
      rule: 'weight',
      base: '5.00',
      per_kg: '2.50',
      percent: '0',
    });
    expect((await zonesOfShops(t.app.ctx, [shopId])).get(shopId)?.[1]).toMatchObject({
      countries: ['JP', 'KR'],
      rule: 'weight',
      baseCents: 500,
      perKgCents: 250,
    });

    const removed = await api.post(DELETE, { id: japan.data.id }, { token });
    expect(removed.code, removed.msg).toBe(1);
    expect((await listOf(token)).zones.map((zone: { id: number }) => zone.id)).toEqual([rest.data.id]);
    expect((await api.post(DELETE, { id: japan.data.id }, { token })).key).toBe('msg.zone_not_found');
  });

  it('another shop’s zone is not found, to save or to delete, and stays as it was', async () => {
    const owner = await makeMerchant(db());
    const other = await makeMerchant(db());
    const japan = await save(owner.sellerToken, JAPAN);
    const [before] = await db().select().from(shippingZones).where(eq(shippingZones.id, japan.data.id));

    const taken = await save(other.sellerToken, { ...JAPAN, id: japan.data.id, name: 'Mine now', base: '0' });
    expect(taken).toMatchObject({
      code: 0,
      key: 'msg.zone_not_found',
      msg: 'The shipping zone does not exist',
    });
    const deleted = await api.post(DELETE, { id: japan.data.id }, { token: other.sellerToken });
    expect(deleted.key).toBe('msg.zone_not_found');

    const [after] = await db().select().from(shippingZones).where(eq(shippingZones.id, japan.data.id));
    expect(after).toEqual(before);
    expect(after?.shopId).toBe(owner.shopId);
    expect((await listOf(other.sellerToken)).zones).toEqual([]);
  });

  it('refuses a country another zone of the shop names, and a second rest of the world', async () => {
    const { sellerToken: token } = await makeMerchant(db());
    const japan = await save(token, JAPAN);
    const asia = await save(token, { ...JAPAN, name: 'Asia', countries: ['KR', 'JP'] });
    expect(asia).toMatchObject({
      code: 0,
      key: 'msg.zone_country_taken',
      // The country named in the reader's language (isolated for right to left).
      msg: '\u2068Japan\u2069 is already in the zone “Japan”',
    });
    // Another shop may name the same country; a zone's own countries are not "taken" when it is edited.
    expect((await save((await makeMerchant(db())).sellerToken, JAPAN)).code).toBe(1);
    expect((await save(token, { ...JAPAN, id: japan.data.id, countries: ['JP', 'KR'] })).code).toBe(1);

    const rest = await save(token, REST);
    expect(rest.code, rest.msg).toBe(1);
    const second = await save(token, { ...REST, name: 'Everywhere else' });
    expect(second).toMatchObject({
      code: 0,
      key: 'msg.zone_rest_taken',
      msg: 'The shop already has a rest-of-the-world zone',
    });
    // Saving the rest of the world itself again is an edit, not a second one.
    expect((await save(token, { ...REST, id: rest.data.id, base: '3' })).code).toBe(1);
    // Nor may an edit turn another zone into a second rest of the world.
    expect((await save(token, { ...JAPAN, id: japan.data.id, countries: [] })).key).toBe(
      'msg.zone_rest_taken',
    );
    expect((await listOf(token)).zones).toHaveLength(2);
  });

  it('refuses a zone above the shop’s limit', async () => {
    const { sellerToken: token, shopId } = await makeMerchant(db());
    await db()
      .insert(shippingZones)
      .values(
        // Each names a country of its own (A… to C…, not Japan): the limit is what refuses the next one.
        COUNTRY_CODES.slice(0, SHIPPING_ZONES_MAX).map((country) => ({
          shopId,
          name: `Zone ${country}`,
          countries: [country],
          rule: 'flat' as const,
          baseCents: 100,
          handlingDays: 1,
          transitDaysMin: 1,
          transitDaysMax: 2,
        })),
      );
    const refused = await save(token, JAPAN);
    expect(refused).toMatchObject({
      code: 0,
      key: 'msg.zones_limit',
      msg: `A shop can have at most ${SHIPPING_ZONES_MAX} shipping zones`,
    });
  });

  it('checks what is sent: countries, days in order, amounts not negative, a percentage', async () => {
    const { sellerToken: token } = await makeMerchant(db());
    const cases: [object, string][] = [
      [{ countries: ['XX'] }, 'Countries is not valid'],
      [{ countries: ['JPN'] }, 'Countries is not valid'],
      [{ transit_days_min: 8, transit_days_max: 7 }, 'The most transit days cannot be fewer than the fewest'],
      [{ base: '-1' }, 'Base price must be a correct amount'],
      [{ free_from: '-0.01' }, 'Free from must be a correct amount'],
      [{ rule: 'weight', per_kg: '-2' }, 'Per kilogram must be a correct amount'],
      [{ rule: 'amount', percent: '100.5' }, 'Share of the goods (%) is not valid'],
      [{ handling_days: 31 }, 'Handling days is not valid'],
      [{ rule: 'by_air' }, 'Shipping rate is not valid'],
      [{ name: '  ' }, 'Name is required'],
    ];
    for (const [change, msg] of cases) {
      const answer = await save(token, { ...JAPAN, ...change });
      expect({ code: answer.code, msg: answer.msg }, JSON.stringify(change)).toEqual({ code: 0, msg });
    }
    expect((await listOf(token)).zones).toEqual([]);
  });

  it('staff read the zones; only the owner changes them', async () => {
    const merchant = await makeMerchant(db());
    const japan = await save(merchant.sellerToken, JAPAN);
    const helper = await makeShopper(db());
    await db().insert(shopMembers).values({ shopId: merchant.shopId, userId: helper.id, role: 'staff' });
    const staff = await issueSellerToken(db(), helper.id, merchant.shopId);

    expect((await listOf(staff)).zones).toHaveLength(1);
    expect((await save(staff, REST)).key).toBe('msg.owner_only');
    expect((await save(staff, { ...JAPAN, id: japan.data.id, base: '1' })).key).toBe('msg.owner_only');
    expect((await api.post(DELETE, { id: japan.data.id }, { token: staff })).key).toBe('msg.owner_only');
    expect((await listOf(merchant.sellerToken)).zones).toMatchObject([{ id: japan.data.id, base: '8.00' }]);
  });
});

describe('the console keeps any shop’s zones', () => {
  it('an operator sets the zones of a platform shop (one without members), each change in the audit log', async () => {
    const token = await operatorToken();
    const shop = await makeShop(db());
    const read = async () =>
      (await api.get('/api/admin/shop/shipping_zones', { shop_id: shop.id }, { token })).data;
    expect((await read()).zones).toEqual([]);

    const created = await api.post(
      '/api/admin/shop/shipping_zone/save',
      { ...JAPAN, shop_id: shop.id },
      { token },
    );
    expect(created.code, created.msg).toBe(1);
    const edited = await api.post(
      '/api/admin/shop/shipping_zone/save',
      { ...JAPAN, id: created.data.id, shop_id: shop.id, base: '9.50', free_from: '60' },
      { token },
    );
    expect(edited.data).toMatchObject({ base: '9.50', free_from: '60.00' });
    expect((await read()).zones).toMatchObject([{ id: created.data.id, name: 'Japan', base: '9.50' }]);

    // Another shop's zone is not this shop's to edit, even for an operator.
    const elsewhere = await makeMerchant(db());
    const theirs = await save(elsewhere.sellerToken, REST);
    const crossed = await api.post(
      '/api/admin/shop/shipping_zone/save',
      { ...REST, id: theirs.data.id, shop_id: shop.id },
      { token },
    );
    expect(crossed.key).toBe('msg.zone_not_found');
    expect(
      (
        await api.post(
          '/api/admin/shop/shipping_zone/delete',
          { id: theirs.data.id, shop_id: shop.id },
          { token },
        )
      ).key,
    ).toBe('msg.zone_not_found');

    const deleted = await api.post(
      '/api/admin/shop/shipping_zone/delete',
      { id: created.data.id, shop_id: shop.id },
      { token },
    );
    expect(deleted.code, deleted.msg).toBe(1);
    expect((await read()).zones).toEqual([]);

    const audits = await db()
      .select()
      .from(operatorAudits)
      .where(
        and(eq(operatorAudits.targetType, 'shipping_zone'), eq(operatorAudits.targetId, created.data.id)),
      )
      .orderBy(operatorAudits.id);
    expect(audits.map((audit) => audit.action)).toEqual([
      'shipping_zone.save',
      'shipping_zone.save',
      'shipping_zone.delete',
    ]);
    expect(audits[0]).toMatchObject({ before: null, after: { shopId: shop.id, baseCents: 800 } });
    expect(audits[1]).toMatchObject({
      before: { baseCents: 800 },
      after: { baseCents: 950, freeFromCents: 6000 },
    });
    expect(audits[2]).toMatchObject({ before: { baseCents: 950 }, after: null });
  });

  it('an unknown shop is not found, to read, save or delete', async () => {
    const token = await operatorToken();
    const nowhere = 2_000_000;
    expect((await api.get('/api/admin/shop/shipping_zones', { shop_id: nowhere }, { token })).key).toBe(
      'msg.shop_not_found',
    );
    expect(
      (await api.post('/api/admin/shop/shipping_zone/save', { ...JAPAN, shop_id: nowhere }, { token })).key,
    ).toBe('msg.shop_not_found');
    expect(
      (await api.post('/api/admin/shop/shipping_zone/delete', { id: 1, shop_id: nowhere }, { token })).key,
    ).toBe('msg.shop_not_found');
  });
});

describe('a product’s parcel weight', () => {
  it('is saved by the seller and the console, kept when an edit leaves it out, and never told to shoppers', async () => {
    const { sellerToken: token } = await makeMerchant(db());
    const [category] = (await api.get('/api/index/category')).data;
    const lamp = { name: 'Brass lamp', price: '25.00', stock: 4, category_id: category.id };
    const saved = await api.post('/api/seller/product/save', { ...lamp, weight_grams: 1250 }, { token });
    expect(saved.code, saved.msg).toBe(1);
    expect(saved.data.weight_grams).toBe(1250);
    const listed = async () =>
      (await api.get('/api/seller/products', {}, { token })).data.list.find(
        (row: { id: number }) => row.id === saved.data.id,
      );
    expect((await listed()).weight_grams).toBe(1250);

    // An edit without the field (an older form, a CSV row) keeps the weight; 0 clears it.
    await api.post('/api/seller/product/save', { ...lamp, id: saved.data.id, price: '26.00' }, { token });
    expect(await listed()).toMatchObject({ price: '26.00', weight_grams: 1250 });
    for (const refused of [-1, 100_001, 1.5, 'heavy']) {
      const answer = await api.post(
        '/api/seller/product/save',
        { ...lamp, id: saved.data.id, weight_grams: refused },
        { token },
      );
      expect({ code: answer.code, msg: answer.msg }, String(refused)).toEqual({
        code: 0,
        msg: 'Weight (grams) is not valid',
      });
    }
    expect((await listed()).weight_grams).toBe(1250);
    await api.post('/api/seller/product/save', { ...lamp, id: saved.data.id, weight_grams: 0 }, { token });
    expect((await listed()).weight_grams).toBe(0);

    const operator = await operatorToken();
    const byConsole = await api.post(
      '/api/admin/product/save',
      { ...lamp, id: saved.data.id, shop_id: saved.data.shop_id, weight_grams: 900 },
      { token: operator },
    );
    expect(byConsole.data.weight_grams).toBe(900);
    const consoleRow = (
      await api.get('/api/admin/products', { shop_id: saved.data.shop_id }, { token: operator })
    ).data.list[0];
    expect(consoleRow).toMatchObject({ id: saved.data.id, weight_grams: 900 });

    const detail = await api.get('/api/product/detail', { id: saved.data.id });
    expect(detail.code, detail.msg).toBe(1);
    expect(detail.data).not.toHaveProperty('weight_grams');
    expect(JSON.stringify(detail.body)).not.toContain('weight');
  });
});
