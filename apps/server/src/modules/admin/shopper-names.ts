import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Operators read shoppers by name, not by number: each row of a console list gets its shopper's `username`
 * beside `user_id`, in one query for the page.
 */
export async function withShopperNames<Page extends { list: { user_id: number | null }[] }>(
  db: Db,
  page: Page,
): Promise<Omit<Page, 'list'> & { list: (Page['list'][number] & { username: string | null })[] }> {
  const ids = [...new Set(page.list.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((user) => [user.id, user.username] as const),
  );
  return {
    ...page,
    list: page.list.map((row) => ({
      ...row,
      username: row.user_id === null ? null : (names.get(row.user_id) ?? null),
    })),
  };
}
