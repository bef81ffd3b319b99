import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';

/**
 * Slow clients (slowloris): a request trickled a byte at a time must not hold a socket for as long as its
 * sender likes. The app runs with short limits here (the defaults are 30 s and 10 s, config.test.ts); Node
 * checks them every second.
 */
const REQUEST_TIMEOUT_SECONDS = 3;
const HEADERS_TIMEOUT_SECONDS = 2;
const CHECK_EVERY_MS = 1_000;
const TRICKLE_EVERY_MS = 2_000;
// Timers on a loaded machine.
const SLACK_MS = 1_500;
const CLIENTS = 40;

const { t } = useTestApp({
  env: {
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
  },
});
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/**
 * Sends `start`, then one byte of `trickled` every two seconds, until the server closes the connection.
 * Answers how long that took and what the server said.
 */
async function trickle(start: string, trickled = '') {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  await once(socket, 'connect');
  const openedAt = performance.now();
  if (start) socket.write(start);
  let sent = 0;
  const dribble = setInterval(() => {
    if (!socket.destroyed && trickled) socket.write(trickled[sent++ % trickled.length]!);
  }, TRICKLE_EVERY_MS);
  await once(socket, 'close');
  clearInterval(dribble);
  const split = received.indexOf('\r\n\r\n');
  return {
    heldMs: performance.now() - openedAt,
    head: received.slice(0, split),
    body: received.slice(split + 4),
  };
}

const languageList = async () =>
  (await fetch(`http://127.0.0.1:${port}/api/user/language_list?lang=en`)).json() as Promise<{
    code: number;
  }>;

describe('slow clients', () => {
  it('runs with the configured limits', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_SECONDS * 1000);
    expect(t.app.server.headersTimeout).toBe(HEADERS_TIMEOUT_SECONDS * 1000);
  });

  it(`cuts ${CLIENTS} clients trickling a body a byte every 2 s within the request timeout, with a 408 envelope`, async () => {
    const body = JSON.stringify({ account: 'someone', password: 'secret123' });
    const start =
      'POST /api/user/login?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${body[0]}`;
    const clients = Array.from({ length: CLIENTS }, () => trickle(start, body.slice(1)));
    // Meanwhile everyone else is served.
    expect(await languageList()).toMatchObject({ code: 1 });
    for (const { heldMs, head, body: answer } of await Promise.all(clients)) {
      expect(heldMs).toBeGreaterThan(REQUEST_TIMEOUT_SECONDS * 1000 - SLACK_MS);
      expect(heldMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + CHECK_EVERY_MS + SLACK_MS);
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      // Refused before the request was read: the default language, simplified Chinese.
      expect(JSON.parse(answer)).toMatchObject({ code: 0, msg: '请求超时，请重试', data: null });
    }
    expect(await languageList()).toMatchObject({ code: 1 });
  });

  it('cuts a client trickling a body already refused as too large (the server reads such a body to its end)', async () => {
    const { heldMs, head } = await trickle(
      'POST /api/user/login?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${2 * 1024 * 1024}\r\n\r\n{`,
      'x',
    );
    expect(heldMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + CHECK_EVERY_MS + SLACK_MS);
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(await languageList()).toMatchObject({ code: 1 });
  });

  it('cuts a client trickling its headers within the header timeout', async () => {
    const { heldMs, head } = await trickle(
      'GET /api/user/language_list?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      'abcdefghijklmnopqrstuvwxyz',
    );
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_SECONDS * 1000 + CHECK_EVERY_MS + SLACK_MS);
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(await languageList()).toMatchObject({ code: 1 });
  });

  it('cuts a client that connects and says nothing within the header timeout', async () => {
    const { heldMs } = await trickle('');
    expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_SECONDS * 1000 + CHECK_EVERY_MS + SLACK_MS);
  });
});
