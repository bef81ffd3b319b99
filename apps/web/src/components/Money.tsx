import { useTranslation } from 'react-i18next';
import { convertCents, parseCents } from '@storefront/shared';
import { useDisplayRate } from '../api/currencies';
import { useCurrency } from '../lib/currency';
import { useFormat } from '../lib/format';
import './Money.css';

/**
 * An amount of the API's money text in the app language's own writing, isolated (`<bdi>`) so that right to
 * left it stays whole and its sign and label keep their side. `sign` for money in and out (+25.00 / -25.00).
 * Beside it, the estimate in the shopper's display currency ("≈ ￥1,530", decision 062), isolated the same way;
 * none for the dollar, for zero or without a fresh rate. The dollar amount is what is paid; the estimate is display only.
 */
export function Money({
  value,
  sign = false,
  className,
}: {
  value: string;
  sign?: boolean;
  className?: string;
}) {
  const format = useFormat();
  const { t } = useTranslation();
  const code = useCurrency();
  const rate = useDisplayRate(code);
  const cents = parseCents(value);
  // Nothing is "about" zero: free shipping or no discount reads "$0.00", not "$0.00 ≈ ￥0".
  const estimate =
    rate?.rate && cents !== undefined && cents !== 0
      ? format.currency(convertCents(cents, rate.rate, rate.minor_units), rate.code, rate.minor_units)
      : undefined;
  return (
    <bdi className={className} data-money={value}>
      {format.money(value, { sign })}
      {estimate && (
        <>
          {' '}
          <bdi className="money-estimate" data-estimate={rate?.code}>
            {t('currency.estimate', { amount: estimate })}
          </bdi>
        </>
      )}
    </bdi>
  );
}
