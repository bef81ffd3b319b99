import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPostings } from '../../db/schema';
import { runCommand } from '../../../test/backup-commands';
import { useScratchDatabase } from '../../../test/scratch-database';
import { fund, makeShopper } from '../../../test/shopping-fixtures';

const scratch = useScratchDatabase('reconcile', { poolSize: 2, tamperedBooks: true });
const run = () => runCommand('reconcile', undefined, { DATABASE_URL: scratch.url });

describe('npm run reconcile', () => {
  it('prints the books and exits 0 when they agree, 1 with the difference once a posting is changed by hand', async () => {
    const db = scratch.database.db;
    const shopper = await makeShopper(db);
    await fund(db, shopper.id, 12_345);

    const agreed = await run();
    expect(agreed).toMatchObject({ code: 0 });
    expect(agreed.stdout).toContain('the books agree');
    expect(agreed.stdout).toMatch(/adjustments\s+-123\.45/);

    const [credit] = await db
      .select()
      .from(ledgerPostings)
      .where(sql`${ledgerPostings.account} = 'wallet' and ${ledgerPostings.holderId} = ${shopper.id}`);
    await db
      .update(ledgerPostings)
      .set({ amountCents: credit!.amountCents - 100 })
      .where(eq(ledgerPostings.id, credit!.id));
    const differed = await run();
    expect(differed.code).toBe(1);
    expect(differed.stdout).toContain(
      `DIFFERENCE journal_sums_to_zero: journal ${credit!.journalId}: expected 0.00, postings -1.00`,
    );
    expect(differed.stdout).toContain(
      `DIFFERENCE wallet_equals_postings: user ${shopper.id} wallet: expected 123.45, postings 122.45`,
    );
    expect(differed.stdout).toContain('2 differences');
  });
});
