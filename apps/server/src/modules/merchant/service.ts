import { and, desc, eq, type SQL } from 'drizzle-orm';
import { type AuditStatus, findLanguage, type MerchantApplyInput, type Pagination } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { categories, merchantApplications, shopAccounts, shopMembers, shops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditRefusal } from '../../lib/audit-refusal';
import { databaseErrorOf, UNIQUE_VIOLATION } from '../../lib/database-error';
import { mailTranslatorFor } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { pageOfQuery } from '../../lib/pagination';
import { inTransaction, lockUser } from '../../lib/transaction';
import { assertOwnUploads } from '../upload/service';
import type { Requester } from '../user/security-change';
import { recordEvent, sendMail } from '../../lib/outbox';

type ApplicationRow = typeof merchantApplications.$inferSelect;

const toApplication = (row: ApplicationRow) => ({
  id: row.id,
  shop_name: row.shopName,
  description: row.description,
  logo: row.logo,
  category_id: row.categoryId,
  email: row.email,
  document: row.document,
  status: row.status,
  remark: row.remark,
  shop_id: row.shopId,
  created_at: row.createdAt.toISOString(),
  audited_at: row.auditedAt?.toISOString() ?? null,
});

async function isShopMember(db: Db | Tx, userId: number) {
  return (await db.$count(shopMembers, eq(shopMembers.userId, userId))) > 0;
}

/**
 * A user asks to open a shop. The pictures must be their own uploads; one application at a time waits for
 * review (a unique index decides between two sent at once), and a shop member cannot apply for a second shop.
 * The account's row is locked first, as accepting a staff invitation locks it: of the two sent at once, the
 * second sees the first and is refused.
 */
export async function applyForShop(db: Db, userId: number, input: MerchantApplyInput) {
  await assertOwnUploads(db, userId, [input.logo, input.document]);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) throw new AppError('msg.category_not_found');
  return inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    if (await isShopMember(tx, userId)) throw new AppError('msg.already_merchant');
    try {
      const [row] = await tx
        .insert(merchantApplications)
        .values({
          userId,
          shopName: input.shop_name,
          description: input.description ?? '',
          logo: input.logo,
          categoryId: input.category_id,
          email: input.email,
          document: input.document,
        })
        .returning();
      if (!row) throw new Error('application insert returned no row');
      return { id: row.id, status: row.status };
    } catch (error) {
      if (databaseErrorOf(error).code === UNIQUE_VIOLATION) throw new AppError('msg.merchant_apply_exists');
      throw error;
    }
  });
}

/** The user's latest application, whatever its status; null before the first. */
export async function latestApplication(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(merchantApplications)
    .where(eq(merchantApplications.userId, userId))
    .orderBy(desc(merchantApplications.id))
    .limit(1);
  return row ? toApplication(row) : null;
}

const withApplicant = (row: ApplicationRow, username: string | null) => ({
  ...toApplication(row),
  user_id: row.userId,
  username,
});

export async function listApplications(db: Db, filter: Pagination & { status?: AuditStatus }) {
  const where: SQL | undefined = filter.status ? eq(merchantApplications.status, filter.status) : undefined;
  return pageOfQuery(
    db
      .select({ application: merchantApplications, username: users.username })
      .from(merchantApplications)
      .leftJoin(users, eq(users.id, merchantApplications.userId))
      .where(where)
      .orderBy(desc(merchantApplications.id)),
    db.$count(merchantApplications, where),
    filter,
    ({ application, username }) => withApplicant(application, username),
  );
}

/**
 * An operator decides an application, once. Passing opens the shop in the same transaction: the shop row, its
 * account (mail address, main category) and the applicant as its owner. The applicant is told in the app.
 */
export async function auditApplication(
  tx: Tx,
  operatorId: number,
  audit: { id: number; pass: boolean; remark?: string },
) {
  const [row] = await tx
    .update(merchantApplications)
    .set({
      status: audit.pass ? 'passed' : 'refused',
      remark: audit.remark ?? '',
      operatorId,
      auditedAt: new Date(),
    })
    .where(and(eq(merchantApplications.id, audit.id), eq(merchantApplications.status, 'auditing')))
    .returning();
  if (!row) throw await auditRefusal(tx, merchantApplications, audit.id);
  let decided = row;
  if (audit.pass) {
    if (await isShopMember(tx, row.userId)) throw new AppError('msg.already_merchant');
    const [shop] = await tx
      .insert(shops)
      .values({ name: row.shopName, logo: row.logo, description: row.description })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop insert returned no row');
    await tx
      .insert(shopAccounts)
      .values({ shopId: shop.id, email: row.email, mainCategoryId: row.categoryId });
    await tx.insert(shopMembers).values({ shopId: shop.id, userId: row.userId, role: 'owner' });
    [decided = row] = await tx
      .update(merchantApplications)
      .set({ shopId: shop.id })
      .where(eq(merchantApplications.id, row.id))
      .returning();
  }
  await recordEvent(
    tx,
    'shop.application.decided',
    { application_id: row.id, user_id: row.userId, shop_id: decided.shopId, passed: audit.pass },
    decided.shopId,
  );
  await notify(
    tx,
    row.userId,
    audit.pass ? 'merchant_passed' : 'merchant_refused',
    { shop: row.shopName, remark: row.remark },
    { type: 'merchant_application', id: row.id },
  );
  const [applicant] = await tx
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.userId));
  return withApplicant(decided, applicant?.username ?? null);
}

/**
 * Writes to the application's address, in the applicant's language, once the decision committed: a mail that
 * fails is logged and never undoes the decision.
 */
export async function mailApplicationDecision(
  ctx: AppContext,
  requester: Requester,
  application: { user_id: number; email: string; shop_name: string; status: string; remark: string },
  sellerCentreUrl: string,
) {
  const [user] = await ctx.db
    .select({ language: users.language, username: users.username })
    .from(users)
    .where(eq(users.id, application.user_id));
  const t = mailTranslatorFor(findLanguage(user?.language) ?? requester.language);
  const passed = application.status === 'passed';
  const text = t(passed ? 'mail.merchant_passed_body' : 'mail.merchant_refused_body', {
    shop: application.shop_name,
    remark: application.remark,
    account: user?.username ?? '',
    url: sellerCentreUrl,
  });
  try {
    await sendMail(ctx, { to: application.email, subject: t('mail.merchant_subject'), text });
  } catch (error) {
    requester.log.error({ err: error }, 'merchant application mail not sent');
  }
}
