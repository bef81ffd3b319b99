import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type ConsultMessage = Answer<'POST /api/consult/reply'>;
export type Consultation = Answer<'GET /api/consult/list'>['list'][number];

export const askShop = (data: Input<'POST /api/consult/add'>) => call('POST /api/consult/add', data);
export const fetchConsultations = (page: number) => call('GET /api/consult/list', { page, limit: 20 });
export const fetchThread = (id: number) => call('GET /api/consult/detail', { id });
export const replyInThread = (id: number, content: string) =>
  call('POST /api/consult/reply', { id, content });
