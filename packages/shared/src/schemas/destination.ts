import { z } from 'zod';
import { COUNTRY_CODES, isCountryCode } from '../countries';
import { SHIPPING_RULES } from '../destination';
import { messageRef } from '../messages';
import { id, moneyCents, plainName } from './fields';

/** Requests about where parcels go: a shop's shipping zones and the operators' import tax rules (decision 064). */

const countryCode = (field = 'country') =>
  z
    .string({ error: messageRef('validation.invalid', field) })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: messageRef('validation.invalid', field) });

/**
 * A country a zone or a tax rule can name: one an address can be in (`COUNTRY_CODES`); two capitals are not
 * enough, "ZZ" is no country and a rule for it would never apply.
 */
const knownCountry = (field = 'country') =>
  countryCode(field).refine(isCountryCode, { error: messageRef('validation.invalid', field) });

/** An amount of zero or more: a price, or an amount up to which something holds. */
const amountCents = (field: string) =>
  moneyCents(field).refine((cents) => cents >= 0, { error: messageRef('validation.amount', field) });

/** Whole days from `min` to `max`, as numbers or digit strings. */
const days = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: messageRef('validation.invalid', field) })
    .int({ error: messageRef('validation.invalid', field) })
    .min(min, { error: messageRef('validation.invalid', field) })
    .max(max, { error: messageRef('validation.invalid', field) });

/** A percentage from 0 to 100 with at most two places ("20", "7.7"), in basis points. */
export const percentBp = (field: string) =>
  z
    .union([z.string(), z.number()], { error: messageRef('validation.invalid', field) })
    .transform((value) => String(value).trim())
    .refine((text) => /^(\d{1,2}(\.\d{1,2})?|100(\.0{1,2})?)$/.test(text), {
      error: messageRef('validation.invalid', field),
    })
    .transform((text) => Math.round(Number(text) * 100));

/** An amount or nothing: null, absent or an empty string mean "none". */
const optionalMoney = (field: string) =>
  z
    .union([z.null(), z.literal(''), amountCents(field)])
    .optional()
    .transform((cents) => (typeof cents === 'number' ? cents : null));

/**
 * A shop's zone as the seller centre saves it: without `id` a new one. Countries are ISO 3166-1 alpha-2 codes;
 * none makes it the shop's rest-of-the-world zone (one per shop). `per_kg` counts for the weight rule,
 * `percent` for the amount rule; `free_from` empty: never free.
 */
const shippingZoneFields = z.object({
  id: id().optional(),
  name: plainName('name', 60),
  countries: z
    .array(knownCountry('countries'), { error: messageRef('validation.invalid', 'countries') })
    .max(COUNTRY_CODES.length, { error: messageRef('validation.invalid', 'countries') })
    .transform((codes) => [...new Set(codes)].sort()),
  rule: z.enum(SHIPPING_RULES, { error: messageRef('validation.invalid', 'rule') }),
  base: amountCents('base'),
  per_kg: amountCents('per_kg').default(0),
  percent: percentBp('percent').default(0),
  free_from: optionalMoney('free_from'),
  handling_days: days('handling_days', 0, 30),
  transit_days_min: days('transit_days_min', 0, 90),
  transit_days_max: days('transit_days_max', 0, 90),
});

const transitInOrder = (zone: { transit_days_min: number; transit_days_max: number }) =>
  zone.transit_days_max >= zone.transit_days_min;
const transitOrderIssue = {
  error: messageRef('validation.transit_order'),
  path: ['transit_days_max'],
};

export const shippingZoneSaveSchema = shippingZoneFields.refine(transitInOrder, transitOrderIssue);
/** The console's: the same, for the shop it names. */
export const shopShippingZoneSaveSchema = shippingZoneFields
  .extend({ shop_id: id('shop_id') })
  .refine(transitInOrder, transitOrderIssue);
export type ShippingZoneSaveInput = z.input<typeof shippingZoneSaveSchema>;
/** A zone's save as the server reads it: amounts in cents, the percentage in basis points, countries sorted. */
export type ShippingZoneSave = z.output<typeof shippingZoneSaveSchema>;

export const shippingZoneDeleteSchema = z.object({ id: id() });
export const shopShippingZoneDeleteSchema = z.object({ id: id(), shop_id: id('shop_id') });
export const shopIdQuerySchema = z.object({ shop_id: id('shop_id') });

/**
 * A destination's import tax as operators save it: `rate` in percent ("20"), `collect_up_to` the most the
 * goods may be worth for it to be charged at checkout (empty: always charged; "0": never, always on delivery).
 */
export const taxRuleSaveSchema = z.object({
  country: knownCountry(),
  // Named "tax rate" in messages: the plain "rate" label is the exchange rate's in several languages.
  rate: percentBp('tax_rate'),
  collect_up_to: optionalMoney('collect_up_to'),
});
export type TaxRuleSaveInput = z.input<typeof taxRuleSaveSchema>;

export const taxRuleDeleteSchema = z.object({ country: countryCode() });
