import { formatCents, parseCents, withdrawArrivalCents, withdrawFeeCents } from '@storefront/shared';

/**
 * What the withdrawal form shows as the amount is typed, before the server answers: the amount in cents, the
 * service charge and the actual arrival, worked out in whole cents by the functions the server charges with.
 */
export function withdrawPreview(amountText: string, feeRateBp: number) {
  const amountCents = Math.max(0, parseCents(amountText) ?? 0);
  return {
    amountCents,
    fee: formatCents(withdrawFeeCents(amountCents, feeRateBp)),
    actual: formatCents(withdrawArrivalCents(amountCents, feeRateBp)),
  };
}
