import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/scratch-database';
import { preparedRowsOf, rowsOf, runPrepared } from './client';
import { products } from './schema';

// One connection: what the statements leave prepared is what the next query on the pool sees.
const scratch = useScratchDatabase('storefront_prepared', { poolSize: 1 });

const preparedOnTheConnection = async () =>
  (await rowsOf(scratch.database.db, sql`select statement from pg_prepared_statements`)).map((row) =>
    String(row.statement),
  );

describe('statements of the money and stock paths', () => {
  it('stay prepared on the connection, once per distinct text, with the answers of a plain query', async () => {
    // A text that varies with the number of ids, like an order's lines.
    const byIds = (ids: number[]) =>
      sql`select count(*)::int as n from generate_series(1, 9) as id
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
    for (let round = 0; round < 3; round += 1) {
      expect(await preparedRowsOf(scratch.database.db, byIds([1]))).toEqual([{ n: 1 }]);
      expect(await preparedRowsOf(scratch.database.db, byIds([1, 2]))).toEqual([{ n: 2 }]);
    }
    const prepared = await preparedOnTheConnection();
    expect(prepared.filter((text) => text.includes('::int as n'))).toHaveLength(2);
  });

  it('keeps a builder query prepared too, and maps its columns as the builder does', async () => {
    const query = () =>
      scratch.database.db
        .select({ productId: products.id })
        .from(products)
        .where(inArray(products.id, [-1]));
    expect(await runPrepared(query())).toEqual([]);
    expect(await runPrepared(query())).toEqual([]);
    const prepared = await preparedOnTheConnection();
    expect(prepared.filter((text) => text.startsWith('select "id" from "products"'))).toHaveLength(1);
  });

  it('does not prepare what plain rowsOf runs', async () => {
    await rowsOf(scratch.database.db, sql`select ${7}::int as unprepared_marker`);
    expect((await preparedOnTheConnection()).some((text) => text.includes('unprepared_marker'))).toBe(false);
  });
});
