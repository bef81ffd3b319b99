import { CURRENCY_LABEL } from '@storefront/shared';

/** A price with the dollar label; the crossed-out original when there is one. */
export function Price({ value, original }: { value: string; original?: string | null }) {
  return (
    <span className="price">
      <span className="price-currency">{CURRENCY_LABEL}</span>
      {value}
      {original && <del className="price-original">{`${CURRENCY_LABEL}${original}`}</del>}
    </span>
  );
}
