import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgres } from '../src/db/client';
import { seedBase } from '../src/seed/base';
import { createDatabase } from './postgres-url';

/**
 * A TCP relay in front of PostgreSQL that the test can take down and bring back on the same port: PostgreSQL
 * stopping and starting again, as far as the server can tell, without stopping the one every suite shares.
 */
function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const relay = {
    get port() {
      return port;
    },
    async up() {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async down() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
  return relay;
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('readiness while PostgreSQL goes away and comes back', () => {
  const target = new URL(serverUrl ?? 'postgres://localhost');
  const relay = relayTo({ host: target.hostname, port: Number(target.port || 5432) });
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const scratch = await createDatabase(serverUrl ?? '', `storefront_ready_${process.pid}_${Date.now()}`);
    drop = scratch.drop;
    await relay.up();
    const viaRelay = new URL(scratch.url);
    viaRelay.port = String(relay.port);
    database = openPostgres(viaRelay.toString(), 4);
    await database.migrate();
    await seedBase(database.db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-ready-'));
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await relay.down().catch(() => undefined);
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const readyz = async () => {
    const answer = await app.inject('/readyz');
    return { status: answer.statusCode, body: answer.json() as unknown };
  };

  it('answers 503 naming the database while it is down, and 200 again once it is back, without a restart', async () => {
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    // The catalogue answers meanwhile from the same pool, so its connections are the ones that break.
    await app.inject('/api/index/category');

    await relay.down();
    const started = Date.now();
    expect(await readyz()).toEqual({ status: 503, body: { status: 'unavailable', failing: ['database'] } });
    expect(Date.now() - started).toBeLessThan(3_000);
    // /healthz says the process lives: a balancer takes it out of rotation, an orchestrator does not kill it.
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    await relay.up();
    let back: Awaited<ReturnType<typeof readyz>> | undefined;
    for (let attempt = 0; attempt < 50 && back?.status !== 200; attempt += 1) {
      back = await readyz();
      if (back.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
