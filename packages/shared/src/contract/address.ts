import { z } from 'zod';
import { idQuerySchema } from '../schemas/address';
import { addressSaveSchema } from '../schemas/address-save';
import { isoTime, type ContractTable } from './define';

export const addressAnswer = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2; null for an address saved before countries, until the shopper edits it. */
  country: z.string().nullable(),
  consignee: z.string(),
  /** E.164 ("+819012345678") for an address with a country; as it was typed for an older one. */
  mobile: z.string(),
  /** The administrative parts in one line, largest first ("Tokyo, Shibuya-ku"). */
  area: z.string(),
  admin_area: z.string(),
  locality: z.string(),
  sublocality: z.string(),
  /** '' where the country has none or the address is older than countries. */
  postcode: z.string(),
  /** The street lines. */
  address: z.string(),
  tag: z.string(),
  is_default: z.boolean(),
  /** It has no country, or fails today's rules: the shopper is asked to look at it (it still works at checkout). */
  needs_review: z.boolean(),
  created_at: isoTime(),
});

export const addressContract = {
  'GET /api/user/address_list': { access: 'shopper', answer: z.array(addressAnswer) },
  'POST /api/user/address_add': {
    access: 'shopper',
    failures: ['msg.address_limit', 'msg.address_not_found'],
    input: addressSaveSchema,
    answer: addressAnswer,
  },
  'GET /api/user/address': {
    access: 'shopper',
    failures: ['msg.address_not_found'],
    input: idQuerySchema,
    answer: addressAnswer,
  },
  'POST /api/user/address_set_default': {
    access: 'shopper',
    failures: ['msg.address_not_found'],
    input: idQuerySchema,
    answer: z.null(),
  },
  'GET /api/user/address_del': {
    access: 'shopper',
    failures: ['msg.address_not_found'],
    input: idQuerySchema,
    answer: z.null(),
  },
} as const satisfies ContractTable;
