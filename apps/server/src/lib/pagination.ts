import type { Pagination } from '@storefront/shared';

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

export const offsetOf = ({ page, limit }: Pagination) => (page - 1) * limit;

export function pageOf<T>(list: T[], total: number, { page, limit }: Pagination): Page<T> {
  return { list, total, page, limit };
}

/** A query still to be paged: what Drizzle's select builders are before their limit and offset. */
type PageableQuery<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/**
 * One page of a query's rows (in the query's order) and how many rows match in all, as a page answer: the
 * limit, the offset and the count every list needs, written once. `toAnswers` turns the page's rows into its
 * answers at once, so what they need from other tables is read in one query for the page, never per row.
 */
export async function pageOfQueryRows<Row, Answer>(
  query: PageableQuery<Row>,
  total: PromiseLike<number>,
  paging: Pagination,
  toAnswers: (rows: Row[]) => Answer[] | Promise<Answer[]>,
): Promise<Page<Answer>> {
  const rows = await query.limit(paging.limit).offset(offsetOf(paging));
  return pageOf(await toAnswers(rows), await total, paging);
}

/** `pageOfQueryRows` for the lists whose rows each make their answer alone. */
export const pageOfQuery = <Row, Answer>(
  query: PageableQuery<Row>,
  total: PromiseLike<number>,
  paging: Pagination,
  toAnswer: (row: Row) => Answer,
) => pageOfQueryRows(query, total, paging, (rows) => rows.map(toAnswer));
