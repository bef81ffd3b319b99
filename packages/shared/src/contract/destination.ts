import { z } from 'zod';
import { SHIPPING_RULES } from '../destination';
import {
  shippingZoneDeleteSchema,
  shippingZoneSaveSchema,
  shopIdQuerySchema,
  shopShippingZoneDeleteSchema,
  shopShippingZoneSaveSchema,
  taxRuleDeleteSchema,
  taxRuleSaveSchema,
} from '../schemas/destination';
import { isoTime, moneyText, type ContractTable } from './define';

/** A shop's shipping zone as the seller centre lists it; `countries` empty: the rest of the world. */
export const shippingZoneAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  countries: z.array(z.string()),
  rule: z.enum(SHIPPING_RULES),
  base: moneyText(),
  per_kg: moneyText(),
  /** The amount rule's share of the goods, in percent ("5", "7.5"). */
  percent: z.string(),
  free_from: moneyText().nullable(),
  handling_days: z.number().int(),
  transit_days_min: z.number().int(),
  transit_days_max: z.number().int(),
  updated_at: isoTime(),
});

/**
 * A shop's zones. `zones` empty: the shop ships everywhere by `default_zone` (the platform's rule); once it has
 * zones it ships only to the countries they name, and everywhere else only if one of them names no country.
 */
export const shippingZonesAnswer = z.object({
  zones: z.array(shippingZoneAnswer),
  default_zone: shippingZoneAnswer.omit({ id: true, name: true, updated_at: true }),
});

/** A destination's import tax as the console lists it. */
export const taxRuleAnswer = z.object({
  country: z.string(),
  /** Percent ("20", "7.7"). */
  rate: z.string(),
  /** The most the goods may be worth for the tax to be charged at checkout; null: always charged. */
  collect_up_to: moneyText().nullable(),
  operator: z.string().nullable(),
  updated_at: isoTime(),
});

const seller = 'seller' as const;
const operator = 'operator' as const;

/**
 * A shop's zones: its members read them in the seller centre and its owner changes them (shop settings, as the
 * shop's profile); the console keeps any shop's.
 */
export const shippingZonesContract = {
  'GET /api/seller/shipping_zones': { access: seller, answer: shippingZonesAnswer },
  'POST /api/seller/shipping_zone/save': {
    access: seller,
    failures: [
      'msg.owner_only',
      'msg.zone_not_found',
      'msg.zone_country_taken',
      'msg.zone_rest_taken',
      'msg.zones_limit',
    ],
    input: shippingZoneSaveSchema,
    answer: shippingZoneAnswer,
  },
  'POST /api/seller/shipping_zone/delete': {
    access: seller,
    failures: ['msg.owner_only', 'msg.zone_not_found'],
    input: shippingZoneDeleteSchema,
    answer: z.null(),
  },
  // The console keeps the zones of any shop, the platform's own (shops without members) among them.
  'GET /api/admin/shop/shipping_zones': {
    access: operator,
    failures: ['msg.shop_not_found'],
    input: shopIdQuerySchema,
    answer: shippingZonesAnswer,
  },
  'POST /api/admin/shop/shipping_zone/save': {
    access: operator,
    failures: [
      'msg.shop_not_found',
      'msg.zone_not_found',
      'msg.zone_country_taken',
      'msg.zone_rest_taken',
      'msg.zones_limit',
    ],
    input: shopShippingZoneSaveSchema,
    answer: shippingZoneAnswer,
  },
  'POST /api/admin/shop/shipping_zone/delete': {
    access: operator,
    failures: ['msg.shop_not_found', 'msg.zone_not_found'],
    input: shopShippingZoneDeleteSchema,
    answer: z.null(),
  },
} as const satisfies ContractTable;

/** The destinations' import tax rules, kept by operators. */
export const taxRulesContract = {
  'GET /api/admin/tax_rules': { access: operator, answer: z.array(taxRuleAnswer) },
  'POST /api/admin/tax_rule/save': { access: operator, input: taxRuleSaveSchema, answer: taxRuleAnswer },
  'POST /api/admin/tax_rule/delete': {
    access: operator,
    failures: ['msg.tax_rule_not_found'],
    input: taxRuleDeleteSchema,
    answer: z.null(),
  },
} as const satisfies ContractTable;
