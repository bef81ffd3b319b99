import { z } from 'zod';
import { pagination } from '../schemas/fields';
import { idQuerySchema } from '../schemas/address';
import { orderIdSchema } from '../schemas/shopping';
import {
  complaintSchema,
  consultAddSchema,
  consultReplySchema,
  notificationReadSchema,
  refundApplySchema,
  reviewAddSchema,
  reviewListSchema,
} from '../schemas/after-sale';
import { COMPLAINT_STATUSES, CONSULTATION_STATUSES } from '../schemas/admin';
import { isoTime, pageSchema, type ContractTable } from './define';
import { refundAnswer } from './order';

const score = () => z.number().int().min(1).max(5);

export const reviewAnswer = z.object({
  id: z.number().int(),
  /** The reviewer's name, masked: first and last letter. */
  user: z.string(),
  product_score: score(),
  service_score: score(),
  postage_score: score(),
  content: z.string(),
  images: z.array(z.string()),
  /** The shop's public answer. */
  reply: z.object({ content: z.string(), created_at: isoTime() }).nullable(),
  created_at: isoTime(),
});

export const complaintAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** null: about the platform. */
  order_id: z.number().int().nullable(),
  content: z.string(),
  image: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  result: z.string(),
  handled_at: isoTime().nullable(),
  created_at: isoTime(),
});

const sender = () => z.enum(['shopper', 'shop']);

export const consultMessageAnswer = z.object({
  id: z.number().int(),
  sender: sender(),
  content: z.string(),
  created_at: isoTime(),
});

export const consultationAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(CONSULTATION_STATUSES),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  last_message: z.object({ sender: sender(), content: z.string(), created_at: isoTime() }).nullable(),
  updated_at: isoTime(),
});

export const consultationDetailAnswer = consultationAnswer.extend({ replies: z.array(consultMessageAnswer) });

export const notificationAnswer = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().int().nullable(),
  read: z.boolean(),
  created_at: isoTime(),
});

export const afterSaleContract = {
  'POST /api/refund/apply': {
    access: 'shopper',
    failures: [
      'msg.order_not_found',
      'msg.order_not_refundable',
      'msg.refund_exists',
      'msg.refund_too_much',
      'msg.upload_not_found',
    ],
    input: refundApplySchema,
    answer: refundAnswer,
  },
  'GET /api/refund/detail': { access: 'shopper', input: orderIdSchema, answer: refundAnswer.nullable() },
  'POST /api/refund/escalate': {
    access: 'shopper',
    failures: ['msg.order_not_refundable', 'msg.refund_not_escalatable', 'msg.request_not_found'],
    input: idQuerySchema,
    answer: refundAnswer,
  },
  'POST /api/comment/add': {
    access: 'shopper',
    failures: ['msg.order_not_found', 'msg.review_done', 'msg.review_not_allowed', 'msg.upload_not_found'],
    input: reviewAddSchema,
    answer: z.object({ id: z.number().int(), order_completed: z.boolean() }),
  },
  'GET /api/comment/list': { access: 'public', input: reviewListSchema, answer: pageSchema(reviewAnswer) },
  'POST /api/user/complain': {
    access: 'shopper',
    failures: ['msg.order_not_complainable', 'msg.order_not_found', 'msg.upload_not_found'],
    input: complaintSchema,
    answer: complaintAnswer,
  },
  'GET /api/user/complaints': { access: 'shopper', input: pagination, answer: pageSchema(complaintAnswer) },
  'POST /api/consult/add': {
    access: 'shopper',
    failures: ['msg.product_not_found', 'msg.shop_not_found'],
    input: consultAddSchema,
    answer: z.object({ id: z.number().int(), status: z.enum(CONSULTATION_STATUSES) }),
  },
  'GET /api/consult/list': { access: 'shopper', input: pagination, answer: pageSchema(consultationAnswer) },
  'GET /api/consult/detail': {
    access: 'shopper',
    failures: ['msg.consult_not_found'],
    input: idQuerySchema,
    answer: consultationDetailAnswer,
  },
  'POST /api/consult/reply': {
    access: 'shopper',
    failures: ['msg.consult_not_found'],
    input: consultReplySchema,
    answer: consultMessageAnswer,
  },
  'GET /api/notification/list': {
    access: 'shopper',
    input: pagination,
    answer: pageSchema(notificationAnswer).extend({ unread: z.number().int().nonnegative() }),
  },
  'POST /api/notification/read': { access: 'shopper', input: notificationReadSchema, answer: z.null() },
} as const satisfies ContractTable;
