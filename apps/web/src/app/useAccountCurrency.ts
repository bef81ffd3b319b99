import { useEffect } from 'react';
import { chooseCurrency, currentCurrency } from '../lib/currency';
import { useSession } from '../lib/session';

/** User info that carries a currency the shopper chose on another device switches this one to it. */
export function useAccountCurrency() {
  const { userInfo } = useSession();
  const wanted = userInfo?.currency;
  useEffect(() => {
    if (wanted && wanted !== currentCurrency()) chooseCurrency(wanted);
  }, [wanted]);
}
