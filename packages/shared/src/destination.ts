import { FREE_FREIGHT_FROM_CENTS, FREIGHT_CENTS } from './order-status';

/**
 * What a parcel costs to send and what the destination charges on it (decision 064): a shop's shipping zones
 * and the operators' import tax rules, as the checkout prices them and the apps explain them. Every figure is in
 * US cents; nothing here reads a converted amount.
 */

/** How a zone prices a shop's parcel: one price, a price by weight, or a share of the goods' value. */
export const SHIPPING_RULES = ['flat', 'weight', 'amount'] as const;
export type ShippingRule = (typeof SHIPPING_RULES)[number];

/** The most zones one shop keeps (a zone names any number of countries). */
export const SHIPPING_ZONES_MAX = 50;
/** The heaviest parcel weight a product may give (100 kg); 0 is "not given". */
export const PRODUCT_WEIGHT_MAX_GRAMS = 100_000;

export type ShippingZone = {
  /** ISO 3166-1 alpha-2 codes; empty: every country no other zone of the shop names ("rest of the world"). */
  countries: string[];
  rule: ShippingRule;
  /** The price of a parcel (flat), or the part of it that does not depend on its weight or value. */
  baseCents: number;
  /** By weight: added for every started kilogram of the parcel. */
  perKgCents: number;
  /** By amount: the share of the goods' value, in basis points. */
  percentBp: number;
  /** Goods worth at least this ship free; null: never free. */
  freeFromCents: number | null;
  /** Days the shop takes to hand the parcel over, then the carrier's days to the door (fewest, most). */
  handlingDays: number;
  transitDaysMin: number;
  transitDaysMax: number;
};

/**
 * The zone of a shop that has set none: the spec's rule (FREIGHT_CENTS, free from FREE_FREIGHT_FROM_CENTS) to
 * every country, so shops and orders from before zones keep their freight.
 */
export const DEFAULT_SHIPPING_ZONE: ShippingZone = {
  countries: [],
  rule: 'flat',
  baseCents: FREIGHT_CENTS,
  perKgCents: 0,
  percentBp: 0,
  freeFromCents: FREE_FREIGHT_FROM_CENTS,
  handlingDays: 2,
  transitDaysMin: 5,
  transitDaysMax: 12,
};

/**
 * The zone that carries a parcel to `country`: the one that names it, else the shop's rest-of-the-world zone,
 * else none (the shop does not ship there). A shop without zones ships everywhere by the default zone; an
 * unknown country (an address from before countries) goes by the rest-of-the-world zone.
 */
export function zoneForCountry<Zone extends ShippingZone>(
  zones: readonly Zone[],
  country: string | null,
): Zone | ShippingZone | null {
  if (zones.length === 0) return DEFAULT_SHIPPING_ZONE;
  const named = country === null ? undefined : zones.find((zone) => zone.countries.includes(country));
  return named ?? zones.find((zone) => zone.countries.length === 0) ?? null;
}

/** A parcel's shipping by its zone: goods worth at least the zone's free amount ship free. */
export function shippingCents(
  zone: ShippingZone,
  parcel: { goodsCents: number; weightGrams: number },
): number {
  if (zone.freeFromCents !== null && parcel.goodsCents >= zone.freeFromCents) return 0;
  switch (zone.rule) {
    case 'flat':
      return zone.baseCents;
    case 'weight':
      return zone.baseCents + zone.perKgCents * Math.ceil(Math.max(parcel.weightGrams, 0) / 1000);
    case 'amount':
      return zone.baseCents + roundHalfUp((parcel.goodsCents * zone.percentBp) / 10_000);
  }
}

/** The first and the last day (UTC, `YYYY-MM-DD`) a parcel handed over after `handlingDays` should arrive. */
export function deliveryWindow(zone: ShippingZone, from: Date): { from: string; to: string } {
  const day = (days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  return {
    from: day(zone.handlingDays + zone.transitDaysMin),
    to: day(zone.handlingDays + zone.transitDaysMax),
  };
}

/**
 * A destination's import VAT/GST as operators set it: charged at checkout on parcels whose goods are worth at
 * most `collectUpToCents` (the EU's €150, the UK's £135, as dollars), else left to the carrier on delivery.
 */
export type TaxRule = {
  country: string;
  rateBp: number;
  /** null: always charged at checkout; 0: never (always on delivery). */
  collectUpToCents: number | null;
};

/** `ddp`: duties and taxes charged at checkout (included); `dap`: they may be charged on delivery. */
export type TaxMode = 'ddp' | 'dap';

/**
 * The tax of one shop's parcel to its destination: on the goods after their discount plus the shipping (the
 * value customs tax), rounded half up to the cent, when the goods are within the rule's amount; else none now
 * and `dap`. No rule for the country: nothing is said.
 */
export function taxOf(
  rule: TaxRule | undefined,
  parcel: { goodsCents: number; discountCents: number; freightCents: number },
): { taxCents: number; mode: TaxMode | null } {
  if (!rule) return { taxCents: 0, mode: null };
  const valueCents = parcel.goodsCents - parcel.discountCents;
  if (rule.collectUpToCents !== null && valueCents > rule.collectUpToCents)
    return { taxCents: 0, mode: 'dap' };
  return {
    taxCents: roundHalfUp(((valueCents + parcel.freightCents) * rule.rateBp) / 10_000),
    mode: 'ddp',
  };
}

/** Basis points as the percentage text the API answers and operators type: 2000 "20", 770 "7.7", 825 "8.25". */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Half a cent and more goes up; the inputs are whole cents and basis points, so the halves are exact. */
const roundHalfUp = (cents: number) => Math.floor(cents + 0.5);
