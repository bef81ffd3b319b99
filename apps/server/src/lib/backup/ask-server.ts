import http from 'node:http';
import net from 'node:net';

/** The maintenance socket's one call: the running server answers a consistent dump of its database. */
export const DUMP_PATH = '/database-dump';

/** No server behind the socket: no socket file, or one left by a server that stopped without removing it. */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED']);

const nobodyListens = (error: unknown) => NOBODY_LISTENS.has((error as NodeJS.ErrnoException).code ?? '');

/** Whether a server listens on the socket; another failure (no permission to it, say) throws. */
export function serverAnswers(socket: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    connection.once('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.once('error', (error) => (nobodyListens(error) ? resolve(false) : reject(error)));
  });
}

/** Asks the server on the socket for a dump of its database; undefined when no server listens there. */
export function dumpFromServer(socket: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: socket, method: 'POST', path: DUMP_PATH }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) return resolve(body);
        reject(new Error(`the running server could not dump its database: ${body.toString('utf8')}`));
      });
    });
    request.once('error', (error) => (nobodyListens(error) ? resolve(undefined) : reject(error)));
    request.end();
  });
}
