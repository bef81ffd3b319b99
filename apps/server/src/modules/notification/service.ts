import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Translate } from '../../lib/i18n';
import { pageOfQuery } from '../../lib/pagination';

export async function unreadCount(db: Db, userId: number) {
  return db.$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function listNotifications(db: Db, userId: number, paging: Pagination, t: Translate) {
  const where = eq(notifications.userId, userId);
  const page = await pageOfQuery(
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)),
    db.$count(notifications, where),
    paging,
    (row) => ({
      id: row.id,
      kind: row.kind,
      title: t(`notify.${row.kind}.title`, row.params),
      content: t(`notify.${row.kind}.content`, row.params),
      ref_type: row.refType,
      ref_id: row.refId,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    }),
  );
  return { ...page, unread: await unreadCount(db, userId) };
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
