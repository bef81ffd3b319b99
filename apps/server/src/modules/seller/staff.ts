import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  findLanguage,
  INVITATION_WINDOW_HOURS,
  MAX_INVITATIONS_PER_WINDOW,
  MAX_PENDING_INVITATIONS,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  merchantApplications,
  sellerTokens,
  shopInvitations,
  shopMembers,
  shops,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Seller } from '../../lib/auth';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';
import { mailTranslatorFor } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { inTransaction, lockUser } from '../../lib/transaction';
import type { Requester } from '../user/security-change';
import { sendMail } from '../../lib/outbox';

type InvitationRow = typeof shopInvitations.$inferSelect;

const toInvitation = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  created_at: row.createdAt.toISOString(),
});

/** The shop's members (owner first) and the invitations still waiting for an answer. */
export async function shopStaff(db: Db, shopId: number) {
  const members = await db
    .select({
      userId: shopMembers.userId,
      username: users.username,
      role: shopMembers.role,
      createdAt: shopMembers.createdAt,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(desc(eq(shopMembers.role, 'owner')), asc(shopMembers.createdAt));
  const invitations = await db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), eq(shopInvitations.status, 'pending')))
    .orderBy(desc(shopInvitations.id));
  return {
    members: members.map((member) => ({
      user_id: member.userId,
      username: member.username,
      role: member.role,
      created_at: member.createdAt.toISOString(),
    })),
    invitations: invitations.map(toInvitation),
  };
}

/**
 * The owner invites an address to join as staff. Nobody becomes a member here: the account with that verified
 * address accepts in the shopper app (an account runs one shop at most, so joining must be its own choice).
 * Inviting an address again answers the open invitation without mailing it again (no mail bombing). Every
 * invitation is a mail, so those made in the last `INVITATION_WINDOW_HOURS` count whatever became of them: at
 * most `MAX_INVITATIONS_PER_WINDOW` per shop, and one per address (taking one back does not free a mail).
 */
export async function inviteStaff(ctx: AppContext, owner: Seller, email: string) {
  const { db } = ctx;
  const [member] = await db
    .select({ userId: users.id })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, owner.shopId), eq(users.email, email)));
  if (member) throw new AppError('msg.staff_exists');
  const open = and(eq(shopInvitations.shopId, owner.shopId), eq(shopInvitations.status, 'pending'));
  const invitation = await inTransaction(db, async (tx) => {
    // One invitation at a time per shop, so that a burst cannot pass the cap between count and insert.
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, owner.shopId)).for('no key update');
    const [existing] = await tx
      .select()
      .from(shopInvitations)
      .where(and(open, eq(shopInvitations.email, email)));
    if (existing) return { row: existing, created: false };
    if ((await tx.$count(shopInvitations, open)) >= MAX_PENDING_INVITATIONS)
      throw new AppError('msg.too_many_invitations', { count: MAX_PENDING_INVITATIONS });
    const mailed = and(
      eq(shopInvitations.shopId, owner.shopId),
      gt(shopInvitations.createdAt, sql`now() - make_interval(hours => ${INVITATION_WINDOW_HOURS})`),
    );
    if ((await tx.$count(shopInvitations, and(mailed, eq(shopInvitations.email, email)))) > 0)
      throw new AppError('msg.invitation_too_soon', { hours: INVITATION_WINDOW_HOURS });
    if ((await tx.$count(shopInvitations, mailed)) >= MAX_INVITATIONS_PER_WINDOW)
      throw new AppError('msg.too_many_invitations_window', {
        count: MAX_INVITATIONS_PER_WINDOW,
        hours: INVITATION_WINDOW_HOURS,
      });
    const [inserted] = await tx
      .insert(shopInvitations)
      .values({ shopId: owner.shopId, email, invitedBy: owner.userId })
      .returning();
    if (!inserted) throw new Error('invitation insert returned no row');
    return { row: inserted, created: true };
  });
  return { ...toInvitation(invitation.row), created: invitation.created };
}

/**
 * Tells the invited address: by mail in its account's language (else the owner's), and in the app when an
 * account with that verified address exists. A mail that fails is logged; the invitation stays.
 */
export async function tellInvited(
  ctx: AppContext,
  requester: Requester,
  invitation: { id: number; email: string },
) {
  const [shop] = await ctx.db
    .select({ name: shops.name })
    .from(shopInvitations)
    .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
    .where(eq(shopInvitations.id, invitation.id));
  const [account] = await ctx.db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.email, invitation.email), eq(users.emailVerified, true)));
  const shopName = shop?.name ?? '';
  if (account)
    await notify(
      ctx.db,
      account.id,
      'shop_invited',
      { shop: shopName },
      { type: 'invitation', id: invitation.id },
    );
  const t = mailTranslatorFor(findLanguage(account?.language) ?? requester.language);
  try {
    await sendMail(ctx, {
      to: invitation.email,
      subject: t('mail.staff_invite_subject', { shop: shopName }),
      text: t('mail.staff_invite_body', { shop: shopName }),
    });
  } catch (error) {
    requester.log.error({ err: error }, 'staff invitation mail not sent');
  }
}

/** The owner takes back an invitation not answered yet. */
export async function revokeInvitation(db: Db, owner: Seller, invitationId: number) {
  const revoked = await db
    .update(shopInvitations)
    .set({ status: 'revoked', answeredAt: new Date() })
    .where(
      and(
        eq(shopInvitations.id, invitationId),
        eq(shopInvitations.shopId, owner.shopId),
        eq(shopInvitations.status, 'pending'),
      ),
    )
    .returning({ id: shopInvitations.id });
  if (revoked.length === 0) throw new AppError('msg.invitation_not_found');
}

/**
 * The owner removes a staff member: the membership ends and, through the sessions trigger, the member's seller
 * tokens with it. The owner cannot be removed (a shop always has one).
 */
export async function removeStaff(db: Db, owner: Seller, userId: number) {
  const removed = await db
    .delete(shopMembers)
    .where(
      and(
        eq(shopMembers.shopId, owner.shopId),
        eq(shopMembers.userId, userId),
        eq(shopMembers.role, 'staff'),
      ),
    )
    .returning({ userId: shopMembers.userId });
  if (removed.length > 0) {
    await db
      .delete(sellerTokens)
      .where(and(eq(sellerTokens.userId, userId), eq(sellerTokens.shopId, owner.shopId)));
    return;
  }
  const isOwner = await db.$count(
    shopMembers,
    and(eq(shopMembers.shopId, owner.shopId), eq(shopMembers.userId, userId)),
  );
  throw new AppError(isOwner > 0 ? 'msg.owner_stays' : 'msg.staff_not_found');
}

/** The shop the user belongs to (one at most) and their role there; null for a user who runs no shop. */
export async function shopMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ role: shopMembers.role, id: shops.id, name: shops.name, logo: shops.logo })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId));
  return row ? { role: row.role, shop: { id: row.id, name: row.name, logo: row.logo } } : null;
}

/** Invitations waiting for the shopper: only to their address, and only once they have verified it. */
export async function receivedInvitations(db: Db, userId: number) {
  const rows = await db
    .select({ invitation: shopInvitations, shop: shops })
    .from(shopInvitations)
    .innerJoin(users, and(eq(users.email, shopInvitations.email), eq(users.emailVerified, true)))
    .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
    .where(and(eq(users.id, userId), eq(shopInvitations.status, 'pending'), eq(shops.status, 'open')))
    .orderBy(desc(shopInvitations.id));
  return rows.map(({ invitation, shop }) => ({
    id: invitation.id,
    shop: { id: shop.id, name: shop.name, logo: shop.logo },
    created_at: invitation.createdAt.toISOString(),
  }));
}

/**
 * The shopper accepts (joins the shop as staff) or declines an invitation to their verified address. An account
 * runs one shop at most: accepting is refused while it is a member elsewhere or its own application waits. The
 * account's row is locked first, as applying for a shop locks it, so that the two never both pass their checks.
 */
export async function answerInvitation(db: Db, userId: number, answer: { id: number; accept: boolean }) {
  await inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select({ invitation: shopInvitations })
      .from(shopInvitations)
      .innerJoin(users, and(eq(users.email, shopInvitations.email), eq(users.emailVerified, true)))
      .where(
        and(eq(shopInvitations.id, answer.id), eq(users.id, userId), eq(shopInvitations.status, 'pending')),
      )
      .for('update', { of: shopInvitations });
    if (!row) throw new AppError('msg.invitation_not_found');
    if (answer.accept) {
      const waiting = await tx.$count(
        merchantApplications,
        and(eq(merchantApplications.userId, userId), eq(merchantApplications.status, 'auditing')),
      );
      if (waiting > 0) throw new AppError('msg.merchant_apply_exists');
      try {
        await tx.insert(shopMembers).values({ shopId: row.invitation.shopId, userId, role: 'staff' });
      } catch (error) {
        if (databaseErrorOf(error).code === UNIQUE_VIOLATION) throw new AppError('msg.already_merchant');
        throw error;
      }
    }
    await tx
      .update(shopInvitations)
      .set({ status: answer.accept ? 'accepted' : 'declined', answeredAt: new Date() })
      .where(eq(shopInvitations.id, answer.id));
  });
}
