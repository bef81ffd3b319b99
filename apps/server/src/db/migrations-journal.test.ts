import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type JournalEntry = { idx: number; when: number; tag: string };

const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: JournalEntry[];
};

/**
 * Drizzle's migrator applies a migration only when its journal `when` is later than the last one a database
 * applied: a migration dated earlier than its predecessor (two branches each generating one, or a clock
 * behind a hand-set date) is skipped silently on every database that already ran the predecessor.
 */
describe('the migrations journal', () => {
  it('numbers the migrations in order and dates each after the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0')), entry.tag).toBe(true);
      const before = journal.entries[index - 1];
      if (before) expect(entry.when, `${entry.tag} after ${before.tag}`).toBeGreaterThan(before.when);
    });
  });

  it('has a SQL file and a snapshot for each entry, each snapshot following the one before', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    let previousId: string | undefined;
    for (const entry of journal.entries) {
      const prefix = entry.tag.slice(0, 4);
      const snapshot = JSON.parse(readFileSync(new URL(`meta/${prefix}_snapshot.json`, folder), 'utf8')) as {
        id: string;
        prevId: string;
      };
      if (previousId) expect(snapshot.prevId, entry.tag).toBe(previousId);
      previousId = snapshot.id;
    }
  });
});
