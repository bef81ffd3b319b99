import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Network = Answer<'GET /api/user/getBlockchain'>[number];
export type Recharge = Answer<'GET /api/user/recharge_log'>['list'][number];
export type Withdrawal = Answer<'GET /api/user/extract_log'>['list'][number];
export type AuditStatus = Recharge['status'];
export type WithdrawInfo = Answer<'GET /api/user/extract'>;
export type BillRow = Answer<'GET /api/user/bill'>['list'][number];
export type BillType = NonNullable<Input<'GET /api/user/bill'>['type']>;

const SAVED_DESTINATIONS = queryKeys.read('GET /api/user/cards');

/** The networks a blockchain top-up can use, with their addresses. */
export const useNetworks = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/getBlockchain'),
    queryFn: () => call('GET /api/user/getBlockchain'),
  });

/** Balance, fee rate and limits for a withdrawal; read afresh, a hold may have started or ended. */
export const useWithdrawInfo = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/extract'),
    queryFn: () => call('GET /api/user/extract'),
    staleTime: 0,
  });

/**
 * Asks for a top-up; the key is made once per form, so a retried tap never asks twice. The records list is
 * read again.
 */
export function useRequestRecharge(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/user/recharge'>) =>
      call('POST /api/user/recharge', data, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/recharge_log') }),
  });
}

/**
 * Asks for a withdrawal, keyed like a top-up. The amount is held at once, and the destination is saved:
 * records, saved destinations, the withdrawal settings and the balance are read again.
 */
export function useRequestWithdrawal(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/user/extract'>) =>
      call('POST /api/user/extract', data, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/extract_log') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/cards') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/extract') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/getUserInfo') });
    },
  });
}

/** The shopper's top-ups, withdrawals and fund records, a page at a time. */
export const fetchRecharges = (page: number) => call('GET /api/user/recharge_log', { page, limit: 20 });
export const fetchWithdrawals = (page: number) => call('GET /api/user/extract_log', { page, limit: 20 });
export const fetchBill = (page: number, type: BillType | undefined) =>
  call('GET /api/user/bill', { page, limit: 20, type });

/** Discount money (spec: free discount money, total bonus, usable), as text amounts. */
export type DiscountMoney = Answer<'GET /api/user/score'>;
export const useDiscountMoney = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/score'),
    queryFn: () => call('GET /api/user/score'),
    staleTime: 0,
  });

/** Sets or changes the payment code; the shopper's info (whether a code is set) is read again. */
export function useResetPayCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: Input<'POST /api/user/resetPay'>) => call('POST /api/user/resetPay', data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/getUserInfo') }),
  });
}

/** The bank accounts the operators set for manual top-ups; read afresh. */
export type RechargeAccount = Answer<'GET /api/user/recharge_accounts'>[number];
export const useRechargeAccounts = () =>
  useQuery({
    queryKey: queryKeys.read('GET /api/user/recharge_accounts'),
    queryFn: () => call('GET /api/user/recharge_accounts'),
    staleTime: 0,
  });

/** Bank cards and blockchain addresses the shopper has withdrawn to; read afresh. */
export type SavedDestination = Answer<'GET /api/user/cards'>[number];
export const useSavedDestinations = () =>
  useQuery({ queryKey: SAVED_DESTINATIONS, queryFn: () => call('GET /api/user/cards'), staleTime: 0 });

/** Removes a saved destination; the list is read again. */
export function useForgetDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('POST /api/user/card_del', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/cards') }),
  });
}

/** How a saved destination is named in a list: the bank and the card's last four, or the network and address. */
export function destinationLabel(destination: SavedDestination): string {
  if (destination.type === 'bank') {
    return `${destination.bank_name ?? ''} •••• ${(destination.card_no ?? '').slice(-4)}`;
  }
  const address = destination.address ?? '';
  const short = address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-6)}` : address;
  return `${destination.network ?? ''} ${short}`;
}
