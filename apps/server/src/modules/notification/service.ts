import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Translate } from '../../lib/i18n';
import { pageOfQueryRows } from '../../lib/pagination';
import { linesInLanguage } from '../catalog/translations';

export async function unreadCount(db: Db, userId: number) {
  return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

type NotificationRow = typeof notifications.$inferSelect;

export async function listNotifications(
  db: Db,
  userId: number,
  paging: Pagination,
  t: Translate,
  language: string,
) {
  const where = eq(notifications.userId, userId);
  const page = await pageOfQueryRows(
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)),
    db.$count(notifications, where),
    paging,
    async (rows) =>
      (await productsNamedInLanguage(db, rows, language)).map((row) => ({
        id: row.id,
        kind: row.kind,
        title: t(`notify.${row.kind}.title`, row.params),
        content: t(`notify.${row.kind}.content`, row.params),
        ref_type: row.refType,
        ref_id: row.refId,
        read: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
      })),
  );
  return { ...page, unread: await unreadCount(db, userId) };
}

/**
 * Notifications quoting a product (`product_id` beside the name it had) name it as the language writes it
 * today, from one query for the page; older ones and untranslated products keep the quoted name.
 */
async function productsNamedInLanguage(db: Db, rows: NotificationRow[], language: string) {
  const quoting = rows.flatMap((row) => {
    const productId = row.params.product_id;
    return typeof productId === 'number'
      ? [{ id: row.id, productId, name: String(row.params.product ?? ''), spec: '' }]
      : [];
  });
  const named = new Map(
    (await linesInLanguage(db, quoting, language)).map((line) => [line.id, line.name] as const),
  );
  return rows.map((row) => {
    const name = named.get(row.id);
    return name === undefined ? row : { ...row, params: { ...row.params, product: name } };
  });
}

/** Marks the shopper's own notifications among the ids as read; other ids are not theirs to touch. */
export async function markRead(db: Db, userId: number, ids: number[]) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)),
    );
}
