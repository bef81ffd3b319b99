import { z } from 'zod';
import { ORDER_STATUSES, SHOPPER_ACTIONS } from '../order-status';
import { idQuerySchema } from '../schemas/address';
import {
  orderCardsSchema,
  orderCreateSchema,
  orderIdSchema,
  orderListSchema,
  orderPaySchema,
} from '../schemas/shopping';
import { AUDIT_STATUSES } from '../schemas/wallet';
import { REFUND_STAGES } from '../marketplace';
import { GOODS_STATUSES, REFUND_TYPES } from '../schemas/after-sale';
import { isoTime, moneyText, pageSchema, type ContractTable } from './define';
import { orderDisplayAnswer } from './currency';

/** The days a parcel should arrive between (UTC, `YYYY-MM-DD`), as the checkout promised them. */
export const deliveryWindowAnswer = z.object({ from: z.iso.date(), to: z.iso.date() });

export const orderItemAnswer = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  spec: z.string(),
  price: moneyText(),
  quantity: z.number().int().positive(),
  subtotal: moneyText(),
  is_virtual: z.boolean(),
  reviewed: z.boolean(),
});

/** An order as lists show it: its lines, figures, the actions its status allows and its moments. */
export const orderAnswer = z.object({
  id: z.number().int(),
  order_no: z.string(),
  /** The shop that sells and ships the order (a checkout makes one order per shop). */
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  status: z.enum(ORDER_STATUSES),
  is_virtual: z.boolean(),
  quantity: z.number().int(),
  total: moneyText(),
  amounts: z.object({
    goods: moneyText(),
    freight: moneyText(),
    discount: moneyText(),
    /** The import tax charged with the order (decision 064), part of `total`; never the shop's. */
    tax: moneyText(),
    total: moneyText(),
  }),
  /** ddp: duties and taxes were included; dap: they may be charged on delivery; null: no rule. */
  tax_mode: z.enum(['ddp', 'dap']).nullable(),
  /** The delivery window the checkout promised; null for virtual goods and older orders. */
  delivery: deliveryWindowAnswer.nullable(),
  promo_code: z.string().nullable(),
  remark: z.string(),
  /** The total in the shopper's display currency at the rate of the order's creation (decision 062). */
  display: orderDisplayAnswer,
  items: z.array(orderItemAnswer),
  actions: z.array(z.enum(SHOPPER_ACTIONS)),
  expires_at: isoTime().nullable(),
  created_at: isoTime(),
  paid_at: isoTime().nullable(),
  shipped_at: isoTime().nullable(),
  received_at: isoTime().nullable(),
  completed_at: isoTime().nullable(),
  cancelled_at: isoTime().nullable(),
});

/** An order in a list, with whose it is (the console lists every shopper's). */
export const listedOrderAnswer = orderAnswer.extend({ user_id: z.number().int() });

/** Where an order goes: the address as it was when the order was placed (null for virtual goods). */
export const orderAddressAnswer = z.object({
  /** Absent on orders placed before addresses had countries; null for an address without one. */
  country: z.string().nullable().optional(),
  consignee: z.string(),
  mobile: z.string(),
  area: z.string(),
  address: z.string(),
  postcode: z.string().optional(),
  tag: z.string(),
});

/**
 * An order as its shop lists it, to pack and ship it: where it goes, the buyer's note (`remark`) and, once
 * shipped, the logistics company and tracking number.
 */
export const shopOrderAnswer = listedOrderAnswer.extend({
  address: orderAddressAnswer.nullable(),
  logistics_company: z.string().nullable(),
  tracking_no: z.string().nullable(),
});

export const refundAnswer = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  user_id: z.number().int(),
  type: z.enum(REFUND_TYPES),
  amount: moneyText(),
  goods_status: z.enum(GOODS_STATUSES),
  reason: z.string(),
  explanation: z.string(),
  images: z.array(z.string()),
  status: z.enum(AUDIT_STATUSES),
  remark: z.string(),
  audited_at: isoTime().nullable(),
  /** Who decides now: the order's shop, or the platform (a shop without members, or after an escalation). */
  stage: z.enum(REFUND_STAGES),
  /** The shop's reason when it refused. */
  shop_remark: z.string(),
  shop_decided_at: isoTime().nullable(),
  escalated_at: isoTime().nullable(),
  /** Until when the shopper may ask the platform to decide a refusal of the shop; null when they cannot. */
  escalate_until: isoTime().nullable(),
  created_at: isoTime(),
});

export const orderDetailAnswer = orderAnswer.extend({
  address: orderAddressAnswer.nullable(),
  logistics_company: z.string().nullable(),
  tracking_no: z.string().nullable(),
  logistics: z.array(
    z.object({ time: isoTime(), kind: z.enum(['shipped', 'cards', 'note']), text: z.string() }),
  ),
  cards: z.array(z.object({ product_id: z.number().int(), card_no: z.string() })),
  refund: refundAnswer.nullable(),
});

export const orderPreviewAnswer = z.object({
  is_virtual: z.boolean(),
  /** The country of the chosen address (ISO 3166-1 alpha-2); null without one or for virtual goods. */
  country: z.string().nullable(),
  /** Whether every shop ships there: otherwise `order/create` refuses with `msg.shop_not_shipping`. */
  ships: z.boolean(),
  goods: moneyText(),
  freight: moneyText(),
  discount: moneyText(),
  /** The import tax charged with the orders (decision 064); part of `total`. */
  tax: moneyText(),
  total: moneyText(),
  /**
   * What each shop's order will be: the checkout creates one order per shop, each with its own shipping to the
   * destination, delivery window and import tax (`tax_mode` ddp: included; dap: may be charged on delivery;
   * null: the destination has no rule).
   */
  shop_orders: z.array(
    z.object({
      shop_id: z.number().int(),
      shop_name: z.string(),
      goods: moneyText(),
      freight: moneyText(),
      discount: moneyText(),
      tax: moneyText(),
      tax_mode: z.enum(['ddp', 'dap']).nullable(),
      total: moneyText(),
      ships: z.boolean(),
      delivery: deliveryWindowAnswer.nullable(),
    }),
  ),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      shop_id: z.number().int(),
      cart_id: z.number().int().nullable(),
      name: z.string(),
      image: z.string(),
      spec: z.string(),
      price: moneyText(),
      quantity: z.number().int().positive(),
      is_virtual: z.boolean(),
      stock: z.number().int(),
    }),
  ),
});

export const orderContract = {
  'POST /api/order/create': {
    access: 'shopper',
    failures: [
      'msg.address_not_found',
      'msg.address_required',
      'msg.cart_item_not_found',
      'msg.out_of_stock',
      'msg.product_not_found',
      'msg.promo_invalid',
      'msg.promo_minimum',
      'msg.purchase_limit',
      'msg.shop_not_shipping',
      'msg.spec_invalid',
      'msg.spec_required',
      'msg.virtual_mixed',
    ],
    idempotent: true,
    input: orderCreateSchema,
    answer: z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      total: moneyText(),
      status: z.enum(ORDER_STATUSES),
      /** One order per shop of the lines, in shop order; `order_id` is the first, `total` their sum. */
      order_ids: z.array(z.number().int()),
    }),
  },
  'POST /api/order/preview': {
    access: 'shopper',
    failures: [
      'msg.cart_item_not_found',
      'msg.product_not_found',
      'msg.promo_invalid',
      'msg.promo_minimum',
      'msg.spec_invalid',
      'msg.spec_required',
      'msg.virtual_mixed',
    ],
    input: orderCreateSchema,
    answer: orderPreviewAnswer,
  },
  'POST /api/order/pay': {
    access: 'shopper',
    failures: [
      'msg.insufficient_balance',
      'msg.order_not_found',
      'msg.order_not_payable',
      'msg.out_of_stock',
      'msg.pay_locked',
      'msg.pay_password_not_set',
      'msg.pay_password_wrong',
    ],
    idempotent: true,
    input: orderPaySchema,
    answer: z.object({
      order_id: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      balance: moneyText(),
      order_ids: z.array(z.number().int()),
    }),
  },
  'POST /api/order/cancel': {
    access: 'shopper',
    failures: ['msg.order_not_cancellable', 'msg.order_not_found'],
    input: orderIdSchema,
    answer: orderDetailAnswer,
  },
  'POST /api/order/confirm': {
    access: 'shopper',
    failures: ['msg.order_not_confirmable', 'msg.order_not_found'],
    input: orderIdSchema,
    answer: orderDetailAnswer,
  },
  'GET /api/order/detail': {
    access: 'shopper',
    failures: ['msg.order_not_found'],
    input: idQuerySchema,
    answer: orderDetailAnswer,
  },
  'POST /api/order/cards': {
    access: 'shopper',
    failures: ['msg.order_not_found', 'msg.pay_locked', 'msg.pay_password_not_set', 'msg.pay_password_wrong'],
    input: orderCardsSchema,
    answer: z.array(
      z.object({ product_id: z.number().int(), card_no: z.string(), card_password: z.string() }),
    ),
  },
  'GET /api/user/order_list': {
    access: 'shopper',
    input: orderListSchema,
    answer: pageSchema(listedOrderAnswer),
  },
} as const satisfies ContractTable;
