import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { shippingZones } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { makeShop } from '../../../test/shopping-fixtures';

/**
 * Zones saved at once cannot both pass the shop's checks (one rest of the world, a country in one zone): the shop's
 * zone changes run one at a time. Runs in the PostgreSQL project only, where the requests really run at once.
 */
const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;
const BURST = 8;

const zone = (name: string, countries: string[]) => ({
  name,
  countries,
  rule: 'flat',
  base: '5.00',
  handling_days: 1,
  transit_days_min: 2,
  transit_days_max: 4,
});

const zonesOf = (shopId: number) => db().select().from(shippingZones).where(eq(shippingZones.shopId, shopId));

it('of rest-of-the-world zones sent at once, exactly one is saved', async () => {
  const { sellerToken: token, shopId } = await makeMerchant(db());
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      api.post('/api/seller/shipping_zone/save', zone(`Everywhere ${index}`, []), { token }),
    ),
  );
  expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
  expect(answers.filter((answer) => answer.key === 'msg.zone_rest_taken')).toHaveLength(BURST - 1);
  expect(await zonesOf(shopId)).toHaveLength(1);
});

it('of zones naming the same country sent at once, exactly one is saved, from the seller centre or the console', async () => {
  const { sellerToken: token, shopId } = await makeMerchant(db());
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      api.post('/api/seller/shipping_zone/save', zone(`Japan ${index}`, ['JP', `K${'RPEGHIMNWYZ'[index]}`]), {
        token,
      }),
    ),
  );
  expect(answers.filter((answer) => answer.code === 1)).toHaveLength(1);
  expect(answers.filter((answer) => answer.key === 'msg.zone_country_taken')).toHaveLength(BURST - 1);
  expect((await zonesOf(shopId)).flatMap((row) => row.countries).filter((code) => code === 'JP')).toEqual([
    'JP',
  ]);

  // A platform shop's zones, by operators at once (each change in its own audited transaction).
  const operator = await operatorToken();
  const platform = await makeShop(db());
  const byOperators = await Promise.all(
    Array.from({ length: BURST }, (_, index) =>
      api.post(
        '/api/admin/shop/shipping_zone/save',
        { ...zone(`France ${index}`, ['FR']), shop_id: platform.id },
        { token: operator },
      ),
    ),
  );
  expect(byOperators.filter((answer) => answer.code === 1)).toHaveLength(1);
  expect(byOperators.filter((answer) => answer.key === 'msg.zone_country_taken')).toHaveLength(BURST - 1);
  expect(await zonesOf(platform.id)).toHaveLength(1);
});
