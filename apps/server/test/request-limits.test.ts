import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../src/db/schema';
import { variantsOf } from '../src/modules/upload/pictures';
import { UPLOAD_MAX_BYTES } from '../src/modules/upload/service';
import { makeShopper } from './shopping-fixtures';
import {
  expectApiHeaders,
  expectFailure,
  expectNoLeak,
  HALF_MEGABYTE,
  invalid,
  LEAKS,
  MSG,
  multipartPicture,
  newRegistration,
  pngOfSize,
  tooLong,
  useSecurityTestApp,
} from './security-support';

/**
 * The safety suite, part two: request size limits, through the app and over a real socket. Everything is
 * asserted on what a client receives.
 */
const { t, inject, postJson, uploadedFiles, operatorToken, usersWithEmail } = useSecurityTestApp();

describe('request size limits', () => {
  it('refuses a JSON body over 1 MB with 413 and a translated envelope, and stores nothing', async () => {
    const credentials = newRegistration();
    const oversized = { ...credentials, padding: 'x'.repeat(1024 * 1024) };
    const english = await postJson('/api/user/register?lang=en', oversized);
    expectFailure(english, 413, MSG.en.tooLarge);
    expectNoLeak(english);
    const arabic = await postJson('/api/user/register?lang=ar', oversized);
    expectFailure(arabic, 413, MSG.ar.tooLarge);
    expect(await usersWithEmail(credentials.email)).toBe(0);
    // The same shopper with a body under the limit registers: the size alone was refused.
    const underLimit = await postJson('/api/user/register?lang=en', {
      ...credentials,
      padding: 'x'.repeat(900 * 1024),
    });
    expect(underLimit.json()).toMatchObject({ code: 1 });
    expect(await usersWithEmail(credentials.email)).toBe(1);
  });

  it('takes a picture of exactly the upload limit', async () => {
    const { token } = await makeShopper(t.database.db);
    const before = await uploadedFiles();
    const picture = multipartPicture(pngOfSize(UPLOAD_MAX_BYTES));
    const response = await inject({
      method: 'POST',
      url: '/api/common/upload?lang=en',
      payload: picture.payload,
      headers: { ...picture.headers, token },
    });
    expect(response.json()).toMatchObject({ code: 1 });
    // The picture and its stored sizes.
    expect((await uploadedFiles()).length).toBe(before.length + 1 + variantsOf('png').length);
  });

  it('refuses a picture over the upload limit with a translated message and writes no file', async () => {
    const { token } = await makeShopper(t.database.db);
    const operator = await operatorToken();
    const before = await uploadedFiles();
    const picture = multipartPicture(pngOfSize(UPLOAD_MAX_BYTES + 1));
    for (const [url, sessionToken] of [
      ['/api/common/upload', token],
      ['/api/admin/upload', operator.token],
    ] as const) {
      for (const lang of ['en', 'de'] as const) {
        const response = await inject({
          method: 'POST',
          url: `${url}?lang=${lang}`,
          payload: picture.payload,
          headers: { ...picture.headers, token: sessionToken },
        });
        expectFailure(response, 200, MSG[lang].pictureTooLarge);
        expectNoLeak(response);
      }
    }
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a 500 KB field under the body limit by validation, translated, and stores nothing', async () => {
    const shopper = await makeShopper(t.database.db);
    const address = {
      consignee: 'Ada Lovelace',
      mobile: '+15550001111',
      area: 'London',
      address: '12 St James Square',
      tag: 'Home',
    };
    const hugeAddress = await postJson(
      '/api/user/address_add?lang=en',
      { ...address, consignee: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeAddress, 200, 'Addressee is too long');
    const hugeDetail = await postJson(
      '/api/user/address_add?lang=ar',
      { ...address, address: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeDetail, 200, 'قيمة العنوان التفصيلي طويلة جدًا');
    const hugeName = await postJson(
      '/api/user/profile?lang=en',
      { familyName: HALF_MEGABYTE },
      shopper.token,
    );
    expectFailure(hugeName, 200, 'Family name is too long');
    const credentials = newRegistration();
    const hugeRegistration = await postJson('/api/user/register?lang=en', {
      ...credentials,
      givenName: HALF_MEGABYTE,
    });
    expectFailure(hugeRegistration, 200, 'Given name is too long');

    const stored = await t.database.db
      .select({ consignee: addresses.consignee })
      .from(addresses)
      .where(eq(addresses.userId, shopper.id));
    expect(stored).toEqual([{ consignee: 'Test Buyer' }]);
    const [profile] = await t.database.db
      .select({ familyName: users.familyName })
      .from(users)
      .where(eq(users.id, shopper.id));
    expect(profile).toEqual({ familyName: '' });
    expect(await usersWithEmail(credentials.email)).toBe(0);
  });

  it('answers enormous query strings and paths with an envelope, never a 5xx', async () => {
    const manyParameters = Array.from({ length: 20_000 }, (_, i) => `p${i}=${i}`).join('&');
    const cases: [string, string, object][] = [
      ['a 100 KB search word', `/api/index/product?keyword=${'a'.repeat(100_000)}`, tooLong('Search words')],
      ['a 100 KB page number', `/api/index/product?page=${'9'.repeat(100_000)}`, invalid('Page')],
      ['a 100 KB id', `/api/product/detail?id=${'7'.repeat(100_000)}`, invalid('ID')],
      ['a repeated parameter', '/api/index/product?keyword=a&keyword=b', invalid('Search words')],
      ['20 000 unknown parameters', `/api/index/product?${manyParameters}`, { code: 1 }],
      // 400 when the picture route refuses the name, or 404 when no route takes it (a built app's files).
      ['a 1 KB path parameter', `/media/art/${'a'.repeat(1000)}/1.svg`, { code: 0, data: null }],
      // 404 from the router, or 403 from the static files of a built app (a name too long for the disk).
      ['a 100 KB path', `/${'a'.repeat(100_000)}`, { code: 0, data: null }],
    ];
    const unknownLanguage = await inject(`/api/user/language_list?lang=${'e'.repeat(100_000)}`);
    // An unknown language falls back to simplified Chinese, as the contract says.
    expect(unknownLanguage.json()).toMatchObject({ code: 1, msg: '操作成功' });
    for (const [what, url, expected] of cases) {
      const response = await inject(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
      expect(response.statusCode, what).toBeLessThan(500);
      expect(response.json(), what).toMatchObject(expected);
      expectNoLeak(response);
    }
  });

  it('answers a URL that cannot be decoded with a translated envelope that does not echo it', async () => {
    for (const [lang, msg] of [
      ['en', MSG.en.badRequest],
      ['ar', MSG.ar.badRequest],
    ] as const) {
      const response = await inject(`/api/user/%E0%A4%A?lang=${lang}`);
      expectFailure(response, 400, msg);
      expect(response.body).not.toContain('%E0');
      expectNoLeak(response);
      expectApiHeaders(response);
    }
  });
});

describe('over a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends the request text as it is (no client normalises the path) and reads until the server closes. */
  function rawRequest(text: string) {
    return new Promise<{ head: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => {
        const split = received.indexOf('\r\n\r\n');
        resolve({ head: received.slice(0, split), body: received.slice(split + 4) });
      });
      socket.on('error', reject);
    });
  }

  it('refuses a 20 KB header at the HTTP parser (431) with an envelope, leaks nothing, keeps answering', async () => {
    const { head, body } = await rawRequest(
      `GET /api/user/language_list?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).not.toMatch(/^(server|x-powered-by):/im);
    // The parser refused it before `lang` was read: the default language, simplified Chinese.
    expect(JSON.parse(body)).toMatchObject({ code: 0, msg: '请求内容过大', data: null });
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^content-security-policy: default-src 'none'; ?frame-ancestors 'none'$/im);
    expect(head).toMatch(/^x-frame-options: DENY$/im);
    for (const [what, pattern] of LEAKS) expect(body, `431 leaks ${what}`).not.toMatch(pattern);

    const malformed = await rawRequest('GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
    expect(malformed.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malformed.body)).toMatchObject({ code: 0, msg: '无法识别的请求', data: null });
    expect(malformed.head).toMatch(/^x-content-type-options: nosniff$/im);

    const longUrl = await fetch(`http://127.0.0.1:${port}/api/index/product?keyword=${'a'.repeat(20_000)}`);
    expect(longUrl.status).toBe(431);
    await longUrl.arrayBuffer();

    const after = await fetch(`http://127.0.0.1:${port}/api/user/language_list?lang=en`);
    expect(after.status).toBe(200);
    expect(after.headers.get('server')).toBeNull();
    expect(after.headers.get('x-powered-by')).toBeNull();
    expect(after.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await after.json()).toMatchObject({ code: 1, msg: 'Success' });
  });

  /**
   * Sends a request in parts (waiting `pauseMs` between them) and reads the answer only once all of it is
   * sent, as a client that writes its whole request before reading does; then reads until the server closes.
   */
  async function sendThenRead(parts: (string | Buffer)[], pauseMs = 0) {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let failure: Error | undefined;
    socket.on('error', (error) => (failure = error));
    await once(socket, 'connect');
    for (const [index, part] of parts.entries()) {
      if (index > 0) await sleep(pauseMs);
      await new Promise<void>((resolve) => socket.write(part, () => resolve()));
    }
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.resume();
    if (!socket.destroyed) await once(socket, 'close');
    const split = received.indexOf('\r\n\r\n');
    return { failure, head: received.slice(0, split), body: received.slice(split + 4) };
  }

  it('answers a 2 MB JSON body with a 413 envelope the client receives, even one that reads after sending', async () => {
    const body = JSON.stringify({ ...newRegistration(), padding: 'x'.repeat(2 * 1024 * 1024) });
    const head = (lang: string, extra = '') =>
      `POST /api/user/register?lang=${lang} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n${extra}\r\n`;
    // The whole body in one go, and in two parts with a pause: the answer is ready before the body has arrived.
    for (const parts of [
      [head('en'), body],
      [head('en'), body.slice(0, 1024 * 1024), body.slice(1024 * 1024)],
    ]) {
      const answer = await sendThenRead(parts, 200);
      expect(answer.failure).toBeUndefined();
      expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 0, msg: MSG.en.tooLarge, data: null });
    }
    const arabic = await sendThenRead([head('ar'), body]);
    expect(JSON.parse(arabic.body)).toMatchObject({ code: 0, msg: MSG.ar.tooLarge, data: null });
    // An ordinary client (fetch) gets it too, and the server keeps answering.
    const fetched = await fetch(`http://127.0.0.1:${port}/api/user/register?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(fetched.status).toBe(413);
    expect(await fetched.json()).toMatchObject({ code: 0, msg: MSG.en.tooLarge });
    const after = await fetch(`http://127.0.0.1:${port}/api/user/language_list?lang=en`);
    expect(await after.json()).toMatchObject({ code: 1 });
  });

  it('refuses five 6 MB pictures sent at once whole, and stores none of them, not even cut', async () => {
    const { token } = await makeShopper(t.database.db);
    const before = await uploadedFiles();
    const picture = multipartPicture(pngOfSize(UPLOAD_MAX_BYTES + 1024 * 1024));
    const head =
      `POST /api/common/upload?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\ntoken: ${token}\r\n` +
      `Content-Type: ${picture.headers['content-type']}\r\nContent-Length: ${picture.payload.length}\r\n` +
      'Connection: close\r\n\r\n';
    // The pause falls exactly at the limit, where the parser used to stop without saying it had cut the file.
    const atLimit = picture.payload.indexOf(Buffer.from('\x89PNG', 'latin1')) + UPLOAD_MAX_BYTES;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        sendThenRead([head, picture.payload.subarray(0, atLimit), picture.payload.subarray(atLimit)], 300),
      ),
    );
    for (const answer of answers) {
      expect(answer.failure).toBeUndefined();
      expect(answer.head).toMatch(/^HTTP\/1\.1 200 /);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 0, msg: MSG.en.pictureTooLarge, data: null });
    }
    expect(await uploadedFiles()).toEqual(before);
  });

  it('serves no file outside the uploads folder or the apps, even to a path with dot segments', async () => {
    for (const target of [
      '/uploads/../../../../../../etc/passwd',
      '/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../../../../../etc/passwd',
      '/admin/../../../../../../etc/passwd',
    ]) {
      const { head, body } = await rawRequest(
        `GET ${target}?lang=en HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(head, target).toMatch(/^HTTP\/1\.1 40[34] /);
      expect(JSON.parse(body), target).toMatchObject({ code: 0, data: null });
      expect(body).not.toContain('root:');
    }
  });
});
