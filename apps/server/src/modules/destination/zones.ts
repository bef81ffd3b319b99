import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SHIPPING_ZONE,
  formatCents,
  percentText,
  SHIPPING_ZONES_MAX,
  type ShippingZone,
  type ShippingZoneSave,
} from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { shippingZones, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';
import { inTransaction } from '../../lib/transaction';

/**
 * A shop's shipping zones as its seller centre and the console keep them (decision 064). The rules a shop's zones
 * must hold together: a country in one zone at most, one rest-of-the-world zone (no countries) at most, and at
 * most `SHIPPING_ZONES_MAX` zones. A shop's zone changes run one at a time (its row locked first), so two saves
 * sent at once cannot both pass the checks; the database's unique index on the rest-of-the-world zone stands
 * behind it. The checkout reads the zones through `rules.ts`, whose copy the table's trigger clears.
 */

type ZoneRow = typeof shippingZones.$inferSelect;

/** What a zone charges and how long it takes, as both the shop's zones and the platform's default answer it. */
const toRuleAnswer = (zone: ShippingZone) => ({
  countries: [...zone.countries],
  rule: zone.rule,
  base: formatCents(zone.baseCents),
  per_kg: formatCents(zone.perKgCents),
  percent: percentText(zone.percentBp),
  free_from: zone.freeFromCents === null ? null : formatCents(zone.freeFromCents),
  handling_days: zone.handlingDays,
  transit_days_min: zone.transitDaysMin,
  transit_days_max: zone.transitDaysMax,
});

const toZoneAnswer = (row: ZoneRow) => ({
  id: row.id,
  name: row.name,
  ...toRuleAnswer(row),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The columns of a saved zone. Only the figures its rule uses are kept (the others are 0), so that a zone reads
 * the same way in the list, the form and the checkout.
 */
const columnsOf = (input: ShippingZoneSave) => ({
  name: input.name,
  countries: input.countries,
  rule: input.rule,
  baseCents: input.base,
  perKgCents: input.rule === 'weight' ? input.per_kg : 0,
  percentBp: input.rule === 'amount' ? input.percent : 0,
  freeFromCents: input.free_from,
  handlingDays: input.handling_days,
  transitDaysMin: input.transit_days_min,
  transitDaysMax: input.transit_days_max,
});

async function assertShop(db: Db, shopId: number) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new AppError('msg.shop_not_found');
}

/**
 * Takes the shop's row for the rest of the transaction, so that its zone changes run one at a time. FOR NO KEY
 * UPDATE: a checkout's statements that only reference the shop (inserting its orders) do not wait for it.
 */
async function lockShopZones(tx: Tx, shopId: number) {
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('no key update');
  if (!shop) throw new AppError('msg.shop_not_found');
}

/**
 * The shop's zones, the rest-of-the-world zone last, and the platform's rule it ships by while it has none.
 * `msg.shop_not_found` for a shop that does not exist (the console names any).
 */
export async function shopZones(db: Db, shopId: number) {
  await assertShop(db, shopId);
  const rows = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.shopId, shopId))
    .orderBy(sql`cardinality(${shippingZones.countries}) = 0`, shippingZones.id);
  return { zones: rows.map(toZoneAnswer), default_zone: toRuleAnswer(DEFAULT_SHIPPING_ZONE) };
}

/** Why a zone cannot be saved among the shop's `zones` (the one edited among them), if it cannot. */
function refusalOf(input: ShippingZoneSave, zones: Pick<ZoneRow, 'id' | 'name' | 'countries'>[]) {
  if (input.id !== undefined && !zones.some((zone) => zone.id === input.id))
    return new AppError('msg.zone_not_found');
  if (input.id === undefined && zones.length >= SHIPPING_ZONES_MAX)
    return new AppError('msg.zones_limit', { max: SHIPPING_ZONES_MAX });
  const others = zones.filter((zone) => zone.id !== input.id);
  if (input.countries.length === 0 && others.some((zone) => zone.countries.length === 0))
    return new AppError('msg.zone_rest_taken');
  for (const country of input.countries) {
    const taken = others.find((zone) => zone.countries.includes(country));
    if (taken) return new AppError('msg.zone_country_taken', { country, zone: taken.name });
  }
  return undefined;
}

/**
 * Adds a zone to the shop, or with `id` edits one of the shop's own (another shop's: `msg.zone_not_found`, as
 * one that does not exist). Refused when it would name a country another of the shop's zones names, be a second
 * rest-of-the-world zone, or be one zone too many.
 */
export async function saveZone(db: Db, shopId: number, input: ShippingZoneSave) {
  return inTransaction(db, async (tx) => {
    await lockShopZones(tx, shopId);
    const zones = await tx
      .select({ id: shippingZones.id, name: shippingZones.name, countries: shippingZones.countries })
      .from(shippingZones)
      .where(eq(shippingZones.shopId, shopId));
    const refusal = refusalOf(input, zones);
    if (refusal) throw refusal;
    let row: ZoneRow | undefined;
    try {
      [row] =
        input.id === undefined
          ? await tx
              .insert(shippingZones)
              .values({ ...columnsOf(input), shopId })
              .returning()
          : await tx
              .update(shippingZones)
              .set({ ...columnsOf(input), updatedAt: new Date() })
              .where(and(eq(shippingZones.id, input.id), eq(shippingZones.shopId, shopId)))
              .returning();
    } catch (error) {
      // The lock above makes this unreachable for saves through here; the index still has the last word.
      const { code, constraint } = databaseErrorOf(error);
      if (code === UNIQUE_VIOLATION && constraint === 'shipping_zones_one_rest_of_world')
        throw new AppError('msg.zone_rest_taken');
      throw error;
    }
    if (!row) throw new AppError('msg.zone_not_found');
    return toZoneAnswer(row);
  });
}

/** Deletes one of the shop's zones; another shop's is not found. */
export async function deleteZone(db: Db, shopId: number, id: number) {
  const [removed] = await db
    .delete(shippingZones)
    .where(and(eq(shippingZones.id, id), eq(shippingZones.shopId, shopId)))
    .returning({ id: shippingZones.id });
  if (removed) return;
  await assertShop(db, shopId);
  throw new AppError('msg.zone_not_found');
}
