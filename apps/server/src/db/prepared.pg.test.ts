import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/scratch-database';
import { makeProduct } from '../../test/shopping-fixtures';
import { seedBase } from '../seed/base';
import { columnsOf, preparedStatement, rowsOf, tableRow } from './client';
import { products } from './schema';

// One connection: what the statements leave prepared is what the next query on the pool sees.
const scratch = useScratchDatabase('storefront_prepared', { poolSize: 1 });

const preparedOnTheConnection = async () =>
  (
    await rowsOf<{ statement: string }>(
      scratch.database.db,
      sql`select statement from pg_prepared_statements`,
    )
  ).map((row) => String(row.statement));

describe('statements of the money and stock paths', () => {
  it('stay prepared on the connection, once each, and answer for the values of each run', async () => {
    const countOf = preparedStatement<{ ids: number[]; above: number }>(
      (value) => sql`select count(*)::int as n from generate_series(1, 9) as id
        where id = any(${value('ids')}::int[]) and id > ${value('above')}`,
    );
    for (let round = 0; round < 3; round += 1) {
      expect(await countOf(scratch.database.db, { ids: [1], above: 0 })).toEqual([{ n: 1 }]);
      expect(await countOf(scratch.database.db, { ids: [1, 2, 3], above: 1 })).toEqual([{ n: 2 }]);
    }
    const prepared = await preparedOnTheConnection();
    expect(prepared.filter((text) => text.includes('::int as n'))).toHaveLength(1);
  });

  it('give rows that tableRow turns into what the query builder answers', async () => {
    await seedBase(scratch.database.db);
    const made = await makeProduct(scratch.database.db, { stock: 7, priceCents: 1_234 });
    const byId = preparedStatement<{ id: number }>(
      (value) => sql`select ${columnsOf(products)} from ${products} where id = ${value('id')}`,
    );
    const [row] = await byId(scratch.database.db, { id: made.id });
    const [built] = await scratch.database.db.select().from(products).where(eq(products.id, made.id));
    expect(tableRow(products, row!)).toEqual(built);
    expect(built?.createdAt).toBeInstanceOf(Date);
  });

  it('do not include what plain rowsOf runs', async () => {
    await rowsOf(scratch.database.db, sql`select ${7}::int as unprepared_marker`);
    expect((await preparedOnTheConnection()).some((text) => text.includes('unprepared_marker'))).toBe(false);
  });
});
