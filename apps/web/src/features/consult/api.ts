import { get, post } from '../../lib/request';

export type ConsultMessage = { id: number; sender: 'shopper' | 'shop'; content: string; created_at: string };
export type Consultation = {
  id: number;
  status: 'open' | 'answered';
  product: { id: number; name: string; image: string };
  shop: { id: number; name: string; logo: string };
  last_message: { sender: string; content: string; created_at: string } | null;
  updated_at: string;
};

export const askShop = (data: { product_id: number; mch_id: number; content: string }) =>
  post<{ id: number }>('/api/consult/add', data);
export const fetchThread = (id: number) =>
  get<Consultation & { replies: ConsultMessage[] }>('/api/consult/detail', { id });
export const replyInThread = (id: number, content: string) =>
  post<ConsultMessage>('/api/consult/reply', { id, content });
