/** A shop member's role: the owner runs the shop and its money; staff run its catalogue and orders. */
export const SHOP_ROLES = ['owner', 'staff'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

/**
 * Commission rates are kept in basis points (1/100 of a percent) so that the platform's share of an order is
 * integer arithmetic on cents; the API shows them as decimal strings ("0.05").
 */
export const DEFAULT_COMMISSION_RATE_BP = 500;
export const MAX_COMMISSION_RATE_BP = 10_000;

/** The platform's share of an order's paid amount, rounded half up to the cent. */
export const commissionCentsOf = (paidCents: number, rateBp: number) =>
  Math.floor((paidCents * rateBp + 5_000) / 10_000);

/** "0.05" for 500 basis points: four decimals at most, trailing zeros dropped. */
export function commissionRateText(rateBp: number): string {
  const whole = Math.floor(rateBp / 10_000);
  const fraction = String(rateBp % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction === '' ? `${whole}` : `${whole}.${fraction}`;
}

/** Who decides a refund now: the order's shop first, the platform's operators after an escalation. */
export const REFUND_STAGES = ['shop', 'platform'] as const;
export type RefundStage = (typeof REFUND_STAGES)[number];

/** How long after its shop refused a refund the shopper may still ask the platform to decide. */
export const ESCALATE_DAYS = 7;

/** An invitation to join a shop as staff, until the invited account answers or the owner takes it back. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Open invitations a shop may have at once, so that an owner cannot mail-bomb addresses. */
export const MAX_PENDING_INVITATIONS = 20;

/**
 * Invitations (each one a mail) a shop may send in `INVITATION_WINDOW_HOURS`, whatever became of them: taken back,
 * declined or accepted, they were mailed all the same.
 */
export const MAX_INVITATIONS_PER_WINDOW = 30;
/** The window of `MAX_INVITATIONS_PER_WINDOW`, and how long before a shop may invite (mail) one address again. */
export const INVITATION_WINDOW_HOURS = 24;

/** A shop's name is carried into mails and notices: one short line (see `plainName`). */
export const SHOP_NAME_MAX_LENGTH = 60;
