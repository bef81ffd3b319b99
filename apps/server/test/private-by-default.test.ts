import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from './backup-commands';
import { call, startServer, uploadPicture, waitHealthy } from './crash-server';

/**
 * The server as `npm start` runs it on the embedded database (main.ts in a child process, no SMTP server):
 * DATA_DIR and everything in it are the server's account's alone, also after `npm run restore` and when an
 * earlier version left them open to every local account; and the metrics port, which asks for no token, answers
 * on this machine only unless METRICS_HOST says otherwise (decision 039).
 */
const PORT = 3341;
const METRICS_PORT = 3342;

/** Every file and folder under `folder` (and itself) that its group or anyone else may open, with its mode. */
async function sharedEntries(folder: string) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const shared: string[] = [];
  for (const file of [folder, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]) {
    const { mode } = await stat(file);
    if ((mode & 0o077) !== 0)
      shared.push(`${path.relative(folder, file) || '.'} ${(mode & 0o777).toString(8)}`);
  }
  return { shared, files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name) };
}

/** The addresses a TCP port is listened on, as the kernel has them (Linux: /proc/net/tcp). */
async function listeningAddresses(port: number) {
  const table = await readFile('/proc/net/tcp', 'utf8');
  const addresses: string[] = [];
  for (const line of table.split('\n').slice(1)) {
    const [, local, , state] = line.trim().split(/\s+/);
    const [hex, portHex] = local?.split(':') ?? [];
    if (state !== '0A' || !hex || Number.parseInt(portHex ?? '', 16) !== port) continue; // 0A: LISTEN
    // Four bytes, little-endian: 0100007F is 127.0.0.1.
    addresses.push(
      [3, 2, 1, 0].map((byte) => Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16)).join('.'),
    );
  }
  return addresses;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM'); // main.ts's shutdown: the database closed as after any stop
  await exited;
}

let scratch: string;
let running: ChildProcess | undefined;
let fresh: string;
let archive: string;
/** Where the server and its metrics port listened: without METRICS_HOST, and with METRICS_HOST=0.0.0.0. */
const listenedOn: { server?: string[]; byDefault?: string[]; everywhere?: string[] } = {};

/**
 * The server on every interface, as by default (HOST=0.0.0.0), with its metrics on a port of their own. A new
 * database is made and migrated first: a minute on a busy machine.
 */
async function start(dataDir: string, env: Record<string, string>) {
  const child = startServer(undefined, dataDir, PORT, {
    HOST: '0.0.0.0',
    METRICS_PORT: String(METRICS_PORT),
    ...env,
  });
  running = child;
  try {
    await waitHealthy(child, PORT, 90_000);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return child;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'private-'));
});

afterAll(async () => {
  if (running) await stopServer(running);
  await rm(scratch, { recursive: true, force: true });
});

describe('DATA_DIR of the server as npm start runs it', () => {
  it('is made private: folders 0700, the database’s files, mails, pictures and backups 0600', async () => {
    fresh = path.join(scratch, 'fresh', 'data'); // not there yet: the server makes it
    const server = await start(fresh, {});
    listenedOn.server = await listeningAddresses(PORT);
    listenedOn.byDefault = await listeningAddresses(METRICS_PORT);

    // A mail without SMTP (a registration code, written to DATA_DIR/mail) and a shopper's picture.
    const sent = await call(
      'POST',
      '/api/ems/send',
      { email: 'private@example.com', event: 'register' },
      {},
      PORT,
    );
    expect(sent.code, sent.msg).toBe(1);
    const registered = await call<{ userinfo: { token: string } }>(
      'POST',
      '/api/user/register',
      { username: 'private', password: 'secret123', email: 'private@example.com', mobile: '+15550003333' },
      {},
      PORT,
    );
    expect(registered.code, registered.msg).toBe(1);
    await uploadPicture(registered.data.userinfo.token, PORT);
    archive = path.join(scratch, 'backup.tar.gz');
    const backup = await runCommand('backup', archive, { DATA_DIR: fresh });
    expect(backup.code, backup.stderr).toBe(0);
    expect((await stat(archive)).mode & 0o077).toBe(0);
    const whileRunning = await sharedEntries(fresh);
    await stopServer(server);

    const stopped = await sharedEntries(fresh);
    expect(stopped.files).toContain('PG_VERSION');
    expect(stopped.files.some((name) => name.endsWith('-private@example.com.eml'))).toBe(true);
    expect(stopped.files.some((name) => name.endsWith('.png'))).toBe(true);
    expect(whileRunning.shared).toEqual([]);
    expect(stopped.shared).toEqual([]);
  }, 180_000);

  it('stays private after npm run restore', async () => {
    const restored = path.join(scratch, 'restored', 'data');
    const restoring = await runCommand('restore', archive, { DATA_DIR: restored });
    expect(restoring.code, restoring.stderr).toBe(0);
    const after = await sharedEntries(restored);
    expect(after.files).toContain('PG_VERSION');
    expect(after.shared).toEqual([]);
  }, 60_000);

  it('is narrowed at start when an earlier version left it open to every local account', async () => {
    // What the versions before this one left: 0666 database files, 0644 mails and pictures, 0755 folders.
    const entries = await readdir(fresh, { recursive: true, withFileTypes: true });
    await chmod(fresh, 0o755);
    for (const entry of entries) {
      await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o666);
    }
    expect((await sharedEntries(fresh)).shared.length).toBeGreaterThan(1000);

    const server = await start(fresh, { METRICS_HOST: '0.0.0.0' });
    listenedOn.everywhere = await listeningAddresses(METRICS_PORT);
    expect((await sharedEntries(fresh)).shared).toEqual([]);
    await stopServer(server);
    expect((await sharedEntries(fresh)).shared).toEqual([]);
  }, 150_000);
});

describe('the metrics port of the server as npm start runs it', () => {
  it('listens on 127.0.0.1 only unless METRICS_HOST says otherwise', () => {
    expect(listenedOn.server).toEqual(['0.0.0.0']);
    expect(listenedOn.byDefault).toEqual(['127.0.0.1']);
    expect(listenedOn.everywhere).toEqual(['0.0.0.0']);
  });
});
