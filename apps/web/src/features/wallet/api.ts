import type { Answer, Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Network = Answer<'GET /api/user/getBlockchain'>[number];
export type Recharge = Answer<'GET /api/user/recharge_log'>['list'][number];
export type Withdrawal = Answer<'GET /api/user/extract_log'>['list'][number];
export type AuditStatus = Recharge['status'];
export type WithdrawInfo = Answer<'GET /api/user/extract'>;
export type BillRow = Answer<'GET /api/user/bill'>['list'][number];
export type BillType = NonNullable<Input<'GET /api/user/bill'>['type']>;

export const fetchNetworks = () => call('GET /api/user/getBlockchain');
export const fetchWithdrawInfo = () => call('GET /api/user/extract');

export const requestRecharge = (data: Input<'POST /api/user/recharge'>, idempotencyKey: string) =>
  call('POST /api/user/recharge', data, { headers: { 'Idempotency-Key': idempotencyKey } });

export const requestWithdrawal = (data: Input<'POST /api/user/extract'>, idempotencyKey: string) =>
  call('POST /api/user/extract', data, { headers: { 'Idempotency-Key': idempotencyKey } });

export const sendWithdrawCode = (email: string) => call('POST /api/ems/send', { email, event: 'withdraw' });

/** The shopper's top-ups, withdrawals and fund records, a page at a time. */
export const fetchRecharges = (page: number) => call('GET /api/user/recharge_log', { page, limit: 20 });
export const fetchWithdrawals = (page: number) => call('GET /api/user/extract_log', { page, limit: 20 });
export const fetchBill = (page: number, type: BillType | undefined) =>
  call('GET /api/user/bill', { page, limit: 20, type });

/** Discount money (spec: free discount money, total bonus, usable), as text amounts. */
export type DiscountMoney = Answer<'GET /api/user/score'>;
export const fetchDiscountMoney = () => call('GET /api/user/score');

/** Sets or changes the payment code. */
export const resetPayCode = (data: Input<'POST /api/user/resetPay'>) => call('POST /api/user/resetPay', data);

/** A bank account to transfer to for a manual top-up, as the operators set it. */
export type RechargeAccount = Answer<'GET /api/user/recharge_accounts'>[number];
export const fetchRechargeAccounts = () => call('GET /api/user/recharge_accounts');

/** A bank card or blockchain address the shopper has withdrawn to. */
export type SavedDestination = Answer<'GET /api/user/cards'>[number];
export const fetchSavedDestinations = () => call('GET /api/user/cards');
export const forgetSavedDestination = (id: number) => call('POST /api/user/card_del', { id });

/** How a saved destination is named in a list: the bank and the card's last four, or the network and address. */
export function destinationLabel(destination: SavedDestination): string {
  if (destination.type === 'bank') {
    return `${destination.bank_name ?? ''} •••• ${(destination.card_no ?? '').slice(-4)}`;
  }
  const address = destination.address ?? '';
  const short = address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
  return `${destination.network ?? ''} ${short}`;
}
