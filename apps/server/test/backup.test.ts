import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPglite, type Database, type Db, openPglite } from '../src/db/client';
import { ledgerPostings, orders, uploads } from '../src/db/schema';
import { writeArchive } from '../src/lib/backup/archive';
import { backUpEmbedded } from '../src/lib/backup/backup';
import { type Maintenance, serveMaintenance } from '../src/lib/backup/maintenance-socket';
import { BackupRefused } from '../src/lib/backup/refusal';
import { restoreEmbedded } from '../src/lib/backup/restore';
import { runCommand as run } from './backup-commands';
import { captureMailer, client } from './harness';
import { makeProduct, makeShopper, PAY_CODE, type Shopper } from './shopping-fixtures';
import { uploadPicture } from './uploads';

/**
 * `npm run backup` and `npm run restore`, run as the operator runs them (child processes of the real commands),
 * against a real server on the embedded database in a folder of its own, which keeps serving meanwhile.
 */
/** The rows a restore must bring back whole, by table, in id order. */
async function rowsOf(db: Db) {
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    ledger: await db.select().from(ledgerPostings).orderBy(asc(ledgerPostings.id)),
    uploads: await db.select().from(uploads).orderBy(asc(uploads.id)),
  };
}

/** Every file under a folder with its size and time, to show that a refused restore changed nothing. */
async function fingerprint(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = await stat(file);
      return `${path.relative(folder, file)} ${entry.isDirectory() ? 'dir' : size} ${mtimeMs}`;
    }),
  );
  return files.sort();
}

let scratch: string;
let source: string;
let database: Database;
let app: FastifyInstance;
let maintenance: Maintenance | undefined;
let shopper: Shopper;
let productId: number;
const api = () => client(app);

/** A restore of the first backup, closed again: a DATA_DIR that holds a database with no server on it. */
let restored: string;
let archive: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'backup-'));
  source = path.join(scratch, 'source');
  const template = await readFile(inject('pgliteTemplates').base);
  await mkdir(source);
  database = openPglite(
    await createPglite({ dataDir: path.join(source, 'db'), loadDataDir: new Blob([template]) }),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: source,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000',
    UPLOADS_PER_MINUTE: '10000',
  });
  app = await buildApp({ config, database, mailer: captureMailer(), logger: false });
  await app.ready();
  maintenance = await serveMaintenance({ database, config, log: app.log });

  // A shopper with money (a ledger row), a picture, and two orders of which one is paid (another ledger row).
  shopper = await makeShopper(database.db, { balanceCents: 100_000 });
  productId = (await makeProduct(database.db, { stock: 10_000, priceCents: 1_500 })).id;
  await uploadPicture(app, shopper.token);
  for (const pay of [true, false]) {
    const created = await api().post(
      '/api/order/create',
      { items: [{ product_id: productId, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    const orderId = created.data.order_id as number;
    if (pay) {
      const paid = await api().post(
        '/api/order/pay',
        { order_id: orderId, pay_password: PAY_CODE },
        { token: shopper.token },
      );
      expect(paid.code, paid.msg).toBe(1);
    }
  }
}, 60_000);

afterAll(async () => {
  await maintenance?.close();
  await app?.close();
  await database?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it('backs up a running server while it serves, and restores every order, ledger row and upload', async () => {
    const before = await rowsOf(database.db);
    expect(before.ledger.length).toBeGreaterThanOrEqual(2);
    archive = path.join(scratch, 'backup.tar.gz');
    const backup = run('backup', archive, { DATA_DIR: source });
    let finished = false;
    void backup.finally(() => (finished = true));
    // The server keeps taking orders and pictures while the command asks it for its dump.
    let served = 0;
    while (!finished) {
      const created = await api().post(
        '/api/order/create',
        { items: [{ product_id: productId, quantity: 1 }], address_id: shopper.addressId },
        { token: shopper.token },
      );
      expect(created.code, created.msg).toBe(1);
      if (served % 4 === 0) await uploadPicture(app, shopper.token);
      served += 1;
      await sleep(20); // leaves the command its share of a small machine
    }
    const backedUp = await backup;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toContain('dumped by the running server');
    expect(served).toBeGreaterThan(0);
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    restored = path.join(scratch, 'restored', 'data'); // not there yet: the restore makes it
    const restoring = await run('restore', archive, { DATA_DIR: restored });
    expect(restoring.code, restoring.stderr).toBe(0);

    const after = await rowsOf(database.db);
    const copy = openPglite(await createPglite({ dataDir: path.join(restored, 'db') }));
    try {
      const back = await rowsOf(copy.db);
      for (const table of ['orders', 'ledger', 'uploads'] as const) {
        // Everything there before the backup began is back, and each row is the source's row as it is now
        // (the traffic meanwhile only added rows); rows added during the backup may or may not be.
        const sourceRows = new Map(after[table].map((row) => [row.id, row]));
        expect(back[table].slice(0, before[table].length), table).toEqual(before[table]);
        for (const row of back[table]) expect(row, `${table} ${row.id}`).toEqual(sourceRows.get(row.id));
      }
      expect(back.uploads.length).toBeLessThan(after.uploads.length);
      for (const upload of back.uploads) {
        const name = upload.url.replace('/uploads/', '');
        const [copied, original] = await Promise.all([
          readFile(path.join(restored, 'uploads', name)),
          readFile(path.join(source, 'uploads', name)),
        ]);
        expect(copied.equals(original), upload.url).toBe(true);
      }
    } finally {
      await copy.close();
    }
  }, 90_000);

  it('refuses to restore over a database or under a running server, and changes nothing', async () => {
    const unchanged = await fingerprint(restored);
    const over = await run('restore', archive, { DATA_DIR: restored });
    expect(over.code).not.toBe(0);
    expect(over.stderr).toMatch(/already holds a database/);
    expect(await fingerprint(restored)).toEqual(unchanged);

    // The commands' own functions from here on: a child process each costs seconds on a busy machine.
    await expect(restoreEmbedded({ dataDir: source, file: archive })).rejects.toThrow(/a server is running/);
  }, 30_000);

  it('refuses an archive that is damaged, not a backup, or not what its manifest says', async () => {
    const whole = await readFile(archive);
    const unpacked = path.join(scratch, 'unpacked');
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    manifest.database.rows.orders += 1;
    const at = new Date();
    const entry = async (name: string, bytes?: Buffer) => ({
      name,
      bytes: bytes ?? (await readFile(path.join(unpacked, name))),
      mtime: at,
      mode: 0o600,
    });
    async function* lying() {
      yield await entry('manifest.json', Buffer.from(JSON.stringify(manifest)));
      yield await entry('database.tar');
    }
    async function* stranger() {
      yield await entry('notes.txt', Buffer.from('not a backup'));
    }
    const cases: [string, () => Promise<void>, RegExp][] = [
      [
        'cut.tar.gz',
        () => writeFile(path.join(scratch, 'cut.tar.gz'), whole.subarray(0, whole.length / 2)),
        /not a readable backup archive/,
      ],
      [
        'noise.tar.gz',
        () => writeFile(path.join(scratch, 'noise.tar.gz'), Buffer.alloc(4096, 7)),
        /not a readable backup archive/,
      ],
      [
        'stranger.tar.gz',
        async () => void (await writeArchive(path.join(scratch, 'stranger.tar.gz'), stranger())),
        /not a storefront backup/,
      ],
      [
        'lying.tar.gz',
        async () => void (await writeArchive(path.join(scratch, 'lying.tar.gz'), lying())),
        /orders: \d+ rows, the manifest says/,
      ],
    ];
    for (const [name, make, reason] of cases) {
      await make();
      const target = path.join(scratch, `refused-${name}`);
      const restoring = restoreEmbedded({ dataDir: target, file: path.join(scratch, name) });
      await expect(restoring, name).rejects.toThrow(BackupRefused);
      await expect(restoring, name).rejects.toThrow(reason);
      await expect(stat(target), `${name}: DATA_DIR made`).rejects.toThrow(/ENOENT/);
    }
  }, 60_000);

  it('backs up a stopped server itself, also after a crash left its socket behind', async () => {
    // postmaster.pid with no socket: perhaps a server of a version without one is running there; left alone.
    const pid = path.join(restored, 'db', 'postmaster.pid');
    await writeFile(pid, '-42\n');
    const file = path.join(scratch, 'stopped.tar.gz');
    await expect(backUpEmbedded({ dataDir: restored, file })).rejects.toThrow(/looks open/);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);

    // A server killed with its socket still there: nobody answers on it, so the command opens the folder.
    const socket = path.join(restored, 'maintenance.sock');
    const crashed = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`,
    ]);
    await new Promise((resolve) => crashed.stdout.once('data', resolve));
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));
    expect((await stat(socket)).isSocket()).toBe(true);

    const direct = await run('backup', file, { DATA_DIR: restored });
    expect(direct.code, direct.stderr).toBe(0);
    expect(direct.stdout).toContain('no server was running');
    const copy = openPglite(await createPglite({ dataDir: path.join(restored, 'db') }));
    const rows = await rowsOf(copy.db);
    await copy.close();
    const unpacked = path.join(scratch, 'stopped');
    await mkdir(unpacked);
    await extract({ file, cwd: unpacked, filter: (name) => name === 'manifest.json' });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest.database.rows).toMatchObject({
      orders: rows.orders.length,
      ledger_postings: rows.ledger.length,
      uploads: rows.uploads.length,
    });
  }, 60_000);

  it('refuses on PostgreSQL, pointing at its own tools', async () => {
    const file = path.join(scratch, 'postgres.tar.gz');
    const refused = await run('backup', file, {
      DATA_DIR: source,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/pg_dump.*\n.*docs\/deploy\.md/s);
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });
});
