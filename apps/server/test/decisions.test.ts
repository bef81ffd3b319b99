import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions');

describe('the decision records', () => {
  it('each carry a date and a status, and the index lists each with its status', async () => {
    const files = (await readdir(folder)).filter((file) => /^\d{3}-.*\.md$/.test(file)).sort();
    const index = await readFile(path.join(folder, 'README.md'), 'utf8');
    for (const file of files) {
      const text = await readFile(path.join(folder, file), 'utf8');
      expect(text, file).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      const status = /^Status: (.+)$/m.exec(text)?.[1];
      expect(status, `${file} has no Status line`).toBeDefined();
      expect(index, `the index's line of ${file}`).toContain(
        `](${file}) | ${text.split('\n')[0]?.split(' — ')[1]} | ${status} |`,
      );
    }
    // Numbers are not reused.
    const numbers = files.map((file) => file.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
