import { type ConsultsClient, ConsultsDesk } from '../components/ConsultsDesk';
import { call, readList } from './api';

/** The shop's own consultations, with the seller token. */
const SELLER_CONSULTS: ConsultsClient = {
  list: 'GET /api/seller/consults',
  readList,
  thread: 'GET /api/seller/consult',
  readThread: (id, signal) => call('GET /api/seller/consult', { id }, { signal }),
  reply: (input) => call('POST /api/seller/consult/reply', input),
};

/** Shoppers' questions to the shop; an open one waits for the shop's answer, so those come first. */
export default function SellerConsultsPage() {
  return <ConsultsDesk client={SELLER_CONSULTS} openFirst />;
}
