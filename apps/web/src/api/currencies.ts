import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { BASE_CURRENCY } from '@storefront/shared';
import { call } from '../lib/request';

export type DisplayCurrency = Answer<'GET /api/index/currencies'>[number];

/** Rates change a few times a day at most: read once, kept ten minutes. */
const RATES_STALE_MS = 10 * 60_000;

const currenciesQuery = {
  queryKey: queryKeys.read('GET /api/index/currencies'),
  queryFn: () => call('GET /api/index/currencies', undefined, { showError: false }),
  staleTime: RATES_STALE_MS,
};

/** The display currencies and their rates: asked only when a screen needs them (decision 062). */
export const useCurrencies = () => useQuery(currenciesQuery);

/**
 * The chosen currency's rate when there is a fresh one; none for the dollar (nothing is read then) or while the
 * rates are unknown, stale or missing: Money then shows the dollar amount alone.
 */
export function useDisplayRate(code: string): DisplayCurrency | undefined {
  const rates = useQuery({ ...currenciesQuery, enabled: code !== BASE_CURRENCY });
  const currency = rates.data?.find((entry) => entry.code === code);
  return code !== BASE_CURRENCY && currency?.rate ? currency : undefined;
}

/** Tells the server the signed-in shopper's currency (it answers it in the user info). */
export const useStoreCurrency = () =>
  useMutation({
    mutationFn: (currency: string) => call('POST /api/user/set_currency', { currency }, { showError: false }),
  });
