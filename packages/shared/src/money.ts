/**
 * Money is integer cents inside the system and a two-place decimal string on the wire.
 * Parsing works on the text, never through floating point.
 */
const MONEY_TEXT = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250, "-3" -> -300; undefined for anything that is not a plain amount with at most two decimals. */
export function parseCents(text: string): number | undefined {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1250 -> "12.50", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One whole ten-thousandth: fee rates are whole basis points, so fees are whole-number arithmetic. */
const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * The service charge of a withdrawal, rounded up to the cent so the platform never pays it for the shopper.
 * The server charges it and the app shows it with this one function; a float rate (0.07) would put the app
 * a cent above the server for some amounts.
 */
export function withdrawFeeCents(amountCents: number, feeRateBp: number): number {
  const product = amountCents * feeRateBp;
  if (!Number.isSafeInteger(product)) throw new RangeError(`fee of ${amountCents} cents at ${feeRateBp} bp`);
  return Math.ceil(product / BASIS_POINTS_PER_UNIT);
}

/** What arrives of a withdrawal: the amount less its fee. */
export const withdrawArrivalCents = (amountCents: number, feeRateBp: number) =>
  amountCents - withdrawFeeCents(amountCents, feeRateBp);

/**
 * What a withdrawal form shows as the amount is typed, before the server answers (the shopper app's and the
 * seller centre's alike): the amount in cents, the service charge and the actual arrival, worked out in whole
 * cents by the functions the server charges with.
 */
export function withdrawPreview(amountText: string, feeRateBp: number) {
  const amountCents = Math.max(0, parseCents(amountText) ?? 0);
  return {
    amountCents,
    fee: formatCents(withdrawFeeCents(amountCents, feeRateBp)),
    actual: formatCents(withdrawArrivalCents(amountCents, feeRateBp)),
  };
}
