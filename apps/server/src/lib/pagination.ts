import type { Pagination } from '@storefront/shared';

export type Page<T> = { list: T[]; total: number; page: number; limit: number };

export const offsetOf = ({ page, limit }: Pagination) => (page - 1) * limit;

export function pageOf<T>(list: T[], total: number, { page, limit }: Pagination): Page<T> {
  return { list, total, page, limit };
}
