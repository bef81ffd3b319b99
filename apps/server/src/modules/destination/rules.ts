import { inArray } from 'drizzle-orm';
import type { ShippingZone, TaxRule } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { shippingZones, taxRules } from '../../db/schema';

/**
 * The shops' shipping zones and the destinations' tax rules as the checkout prices parcels by them (decision
 * 064): from memory (`ctx.destinationRules`, forgotten on every instance when a zone or a rule changes), so a
 * checkout keeps its statements once they are loaded.
 */

export type StoredZone = ShippingZone & { id: number; shopId: number; name: string; updatedAt: Date };

const zoneKey = (shopId: number) => `zones:${shopId}`;

/** Each shop's zones, in id order (a shop without zones: an empty list). */
export async function zonesOfShops(
  ctx: Pick<AppContext, 'db' | 'destinationRules'>,
  shopIds: number[],
): Promise<Map<number, StoredZone[]>> {
  const zones = await Promise.all(
    shopIds.map((shopId) => ctx.destinationRules.read(zoneKey(shopId), () => loadZones(ctx.db, [shopId]))),
  );
  return new Map(shopIds.map((shopId, index) => [shopId, zones[index] ?? []]));
}

export async function loadZones(db: Db, shopIds: number[]): Promise<StoredZone[]> {
  if (shopIds.length === 0) return [];
  const rows = await db
    .select()
    .from(shippingZones)
    .where(inArray(shippingZones.shopId, shopIds))
    .orderBy(shippingZones.id);
  return rows.map((row) => ({ ...row, countries: [...row.countries] }));
}

/** The tax rule of each destination that has one, by country code. */
export function taxRulesByCountry(
  ctx: Pick<AppContext, 'db' | 'destinationRules'>,
): Promise<Map<string, TaxRule>> {
  return ctx.destinationRules.read('taxes', async () => {
    const rows = await ctx.db.select().from(taxRules);
    return new Map(
      rows.map((row) => [
        row.country,
        { country: row.country, rateBp: row.rateBp, collectUpToCents: row.collectUpToCents },
      ]),
    );
  });
}
