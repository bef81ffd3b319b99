import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Complaint = Answer<'GET /api/user/complaints'>['list'][number];

export const fileComplaint = (data: Input<'POST /api/user/complain'>) =>
  call('POST /api/user/complain', data);
export const fetchComplaints = (page: number) => call('GET /api/user/complaints', { page, limit: 10 });

export const addReview = (data: Input<'POST /api/comment/add'>) => call('POST /api/comment/add', data);

export const applyRefund = (data: Input<'POST /api/refund/apply'>) => call('POST /api/refund/apply', data);
