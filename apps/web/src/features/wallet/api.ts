import { get, post } from '../../lib/request';

export type Network = { id: number; network: string; address: string; min_amount: string };
export type AuditStatus = 'auditing' | 'passed' | 'refused';
export type Recharge = {
  id: number;
  method: 'manual' | 'blockchain' | 'card';
  network: string | null;
  amount: string;
  actual_amount: string | null;
  status: AuditStatus;
  remark: string;
  created_at: string;
};
export type Withdrawal = {
  id: number;
  type: 'bank' | 'blockchain';
  amount: string;
  fee: string;
  actual_amount: string;
  network: string | null;
  bank_name: string | null;
  status: AuditStatus;
  remark: string;
  created_at: string;
};
export type WithdrawInfo = {
  balance: string;
  fee_rate: number;
  /** The fee rate in whole basis points, for withdrawFeeCents. */
  fee_rate_bp: number;
  min_amount: string;
  max_amount: string;
  networks: string[];
  /** Withdrawals wait until then (ISO) after a change of the email, the password or the payment code. */
  held_until: string | null;
};
export type BillRow = {
  id: number;
  type: string;
  amount: string;
  balance_after: string;
  memo: string;
  created_at: string;
};

export const fetchNetworks = () => get<Network[]>('/api/user/getBlockchain');
export const fetchWithdrawInfo = () => get<WithdrawInfo>('/api/user/extract');

export const requestRecharge = (data: Record<string, string | undefined>, idempotencyKey: string) =>
  post<Recharge>('/api/user/recharge', data, { headers: { 'Idempotency-Key': idempotencyKey } });

export const requestWithdrawal = (data: Record<string, string | undefined>, idempotencyKey: string) =>
  post<Withdrawal>('/api/user/extract', data, { headers: { 'Idempotency-Key': idempotencyKey } });

export const sendWithdrawCode = (email: string) => post<null>('/api/ems/send', { email, event: 'withdraw' });

/** Discount money (spec: free discount money, total bonus, usable), as text amounts. */
export type DiscountMoney = { free: string; total_bonus: string; usable: string };
export const fetchDiscountMoney = () => get<DiscountMoney>('/api/user/score');

/** Checks the payment code before an action that shows something secret; wrong codes count towards the lock. */
export const verifyPayCode = (payPassword: string) =>
  post<{ valid: true }>('/api/user/verify_pay', { pay_password: payPassword }, { repeatSubmit: false });

/** A bank account to transfer to for a manual top-up, as the operators set it. */
export type RechargeAccount = {
  id: number;
  bank_name: string;
  holder: string;
  account_no: string;
  note: string;
};
export const fetchRechargeAccounts = () => get<RechargeAccount[]>('/api/user/recharge_accounts');

/** A bank card or blockchain address the shopper has withdrawn to (GET /api/user/cards). */
export type SavedDestination = {
  id: number;
  type: 'bank' | 'blockchain';
  bank_name: string | null;
  card_no: string | null;
  holder: string | null;
  network: string | null;
  address: string | null;
  last_used_at: string;
};
export const fetchSavedDestinations = () => get<SavedDestination[]>('/api/user/cards');
export const forgetSavedDestination = (id: number) => post<null>('/api/user/card_del', { id });

/** How a saved destination is named in a list: the bank and the card's last four, or the network and address. */
export function destinationLabel(destination: SavedDestination): string {
  if (destination.type === 'bank') {
    return `${destination.bank_name ?? ''} •••• ${(destination.card_no ?? '').slice(-4)}`;
  }
  const address = destination.address ?? '';
  const short = address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
  return `${destination.network ?? ''} ${short}`;
}
