import { call, readList } from '../api';
import { type ConsultsClient, ConsultsDesk } from '../components/ConsultsDesk';

/** Every shop's consultations, with the operator token: an operator answers in the shop's name. */
const CONSOLE_CONSULTS: ConsultsClient = {
  list: 'GET /api/admin/consults',
  readList,
  thread: 'GET /api/admin/consult',
  readThread: (id, signal) => call('GET /api/admin/consult', { id }, { signal }),
  reply: (input) => call('POST /api/admin/consult/reply', input),
};

export default function ConsultsPage() {
  return <ConsultsDesk client={CONSOLE_CONSULTS} showShop />;
}
