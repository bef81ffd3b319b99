import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DUMP_PATH, serverAnswers } from './ask-server';
import { dumpEmbedded, pgliteOf } from './dump';

// A socket's path is at most 107 bytes (sun_path, 108 with its NUL); bind() silently cuts a longer one, and the
// socket would appear under another name.
const SOCKET_PATH_MAX_BYTES = 107;

/**
 * Where the server listens for `npm run backup` while it runs on the embedded database, or undefined when the
 * path would be too long for a socket.
 */
export function maintenanceSocketOf(dataDir: string): string | undefined {
  const socket = path.join(dataDir, 'maintenance.sock');
  return Buffer.byteLength(socket) <= SOCKET_PATH_MAX_BYTES ? socket : undefined;
}

export type Maintenance = { close(): Promise<void> };

/**
 * Lets `npm run backup` ask the running server for a consistent dump of the embedded database: PGlite is one
 * process's, and nothing else may open its folder while the server runs. HTTP on a unix socket in DATA_DIR, mode
 * 0600, so only the server's user (who can read the database's files anyway) can ask. Nothing on PostgreSQL,
 * which has its own tools (docs/deploy.md). Refuses to start when another server already answers there: two
 * processes on one embedded database would corrupt it.
 */
export async function serveMaintenance(options: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<Maintenance | undefined> {
  const client = pgliteOf(options.database);
  if (!client) return undefined;
  const { log } = options;
  const socket = maintenanceSocketOf(options.config.dataDir);
  if (!socket) {
    log.warn(
      'DATA_DIR is too long a path for the maintenance socket: back up only while the server is stopped',
    );
    return undefined;
  }
  if (await serverAnswers(socket)) {
    throw new Error(`another server is running on ${options.config.dataDir}; stop it first`);
  }
  await rm(socket, { force: true }); // left by a server that stopped without removing it

  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== DUMP_PATH) {
      response.writeHead(404).end();
      return;
    }
    const startedAt = performance.now();
    dumpEmbedded(client).then(
      (dump) => {
        log.info(
          { bytes: dump.length, durationMs: Math.round(performance.now() - startedAt) },
          'database dumped for a backup',
        );
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': dump.length });
        response.end(dump);
      },
      (error: unknown) => {
        log.error({ err: error }, 'dumping the database for a backup failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end((error as Error).message);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log.error({ err: error }, 'maintenance socket failed'));
  // Created under the process's umask (connecting needs write permission, which others lack under the usual 022),
  // then narrowed to the server's user.
  await chmod(socket, 0o600);
  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await rm(socket, { force: true });
    },
  };
}
