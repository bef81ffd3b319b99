import { z } from 'zod';
import { addressSaveSchema, idQuerySchema } from '../schemas/address';
import { isoTime, type ContractTable } from './define';

export const addressAnswer = z.object({
  id: z.number().int(),
  consignee: z.string(),
  mobile: z.string(),
  area: z.string(),
  address: z.string(),
  tag: z.string(),
  is_default: z.boolean(),
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
