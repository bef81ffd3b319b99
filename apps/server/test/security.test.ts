import { describe, expect, it } from 'vitest';
import { makeShopper } from './shopping-fixtures';
import {
  adminBuilt,
  expectApiHeaders,
  expectFailure,
  expectNoLeak,
  expectSecurityHeaders,
  MSG,
  multipartPicture,
  newRegistration,
  pngOfSize,
  useSecurityTestApp,
  webBuilt,
} from './security-support';

/**
 * The safety suite, part one: security headers, no cookies, and failures that tell a client nothing
 * about the inside. Everything is asserted on what a client receives.
 */
const { t, inject, postJson, operatorToken } = useSecurityTestApp();

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/user/language_list?lang=en'],
    ['a cached catalog answer', '/api/index/product?lang=en'],
    ['a failure envelope', '/api/nothing/here?lang=en'],
  ])('for JSON are on %s', async (_what, url) => {
    const response = await inject(url);
    expect(response.statusCode).toBeLessThan(500);
    expectApiHeaders(response);
  });

  it.each([
    ['the API documentation page', '/api/docs/'],
    ['the shopper app at /', '/'],
    ['the shopper app at /home', '/home'],
    ['the operator console', '/admin/'],
  ])('for pages are on %s', async (_what, url) => {
    const response = await inject(url);
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response);
  });

  it('stay on a compressed answer', async () => {
    const response = await inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expectApiHeaders(response);
  });

  // Which of the two the server gives depends on whether `npm run build` has run (in CI it runs after
  // Vitest); the headers above hold either way.
  it(`serves the shopper app's HTML ${webBuilt ? '(built)' : '(not built: a 404 envelope)'}`, async () => {
    for (const url of ['/', '/home']) {
      const response = await inject(`${url}?lang=en`);
      if (webBuilt) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toMatch(/^<!doctype html>/i);
      } else {
        expectFailure(response, 404, MSG.en.notFound);
      }
    }
  });

  it(`serves the operator console's HTML ${adminBuilt ? '(built)' : '(not built)'}`, async () => {
    const response = await inject('/admin/?lang=en');
    if (adminBuilt) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/^<!doctype html>/i);
    } else if (webBuilt) {
      // Without a console the history fallback of the shopper app answers.
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    } else {
      expectFailure(response, 404, MSG.en.notFound);
    }
  });
});

describe('cookies', () => {
  it('no answer sets a cookie: the session travels in the `token` header', async () => {
    const credentials = newRegistration();
    const register = await postJson('/api/user/register?lang=en', credentials);
    expect(register.json()).toMatchObject({ code: 1 });
    const login = await postJson('/api/user/login?lang=en', {
      account: credentials.username,
      password: credentials.password,
    });
    expect(login.json()).toMatchObject({ code: 1 });
    const token = (login.json() as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const failedLogin = await postJson('/api/user/login?lang=en', {
      account: credentials.username,
      password: 'wrong-password',
    });
    expect(failedLogin.json()).toMatchObject({ code: 0 });
    const operator = await operatorToken();
    expect(operator.login.json()).toMatchObject({ code: 1 });
    const profile = await inject({ url: '/api/user/getUserInfo?lang=en', headers: { token } });
    expect(profile.json()).toMatchObject({ code: 1 });
    const picture = multipartPicture(pngOfSize(64));
    const upload = await inject({
      method: 'POST',
      url: '/api/common/upload?lang=en',
      payload: picture.payload,
      headers: { ...picture.headers, token },
    });
    expect(upload.json()).toMatchObject({ code: 1 });

    const answers = {
      register,
      login,
      failedLogin,
      adminLogin: operator.login,
      profile,
      upload,
      logout: await inject({ url: '/api/user/logout?lang=en', method: 'POST', headers: { token } }),
      adminMe: await inject({ url: '/api/admin/me?lang=en', headers: { token: operator.token } }),
      catalog: await inject('/api/index/product?lang=en'),
      notFound: await inject('/api/nothing/here?lang=en'),
      serverError: await inject('/api/test/sql-failure?lang=en'),
      page: await inject('/'),
      console: await inject('/admin/'),
      docs: await inject('/api/docs/'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['set-cookie'], name).toBeUndefined();
    }
  });

  it('a token sent as a cookie opens no session, so a forged cross-site request carries none', async () => {
    const shopper = await makeShopper(t.database.db);
    const operator = await operatorToken();
    const asCookie = await inject({
      url: '/api/user/getUserInfo?lang=en',
      headers: { cookie: `token=${shopper.token}` },
    });
    expect(asCookie.statusCode).toBe(401);
    expect(asCookie.json()).toMatchObject({ code: 401, data: null });
    const operatorAsCookie = await inject({
      url: '/api/admin/me?lang=en',
      headers: { cookie: `token=${operator.token}` },
    });
    expect(operatorAsCookie.statusCode).toBe(401);
    // The same tokens in the header do open the sessions, so the refusals above are about the cookie.
    const asHeader = await inject({
      url: '/api/user/getUserInfo?lang=en',
      headers: { token: shopper.token },
    });
    expect(asHeader.json()).toMatchObject({ code: 1 });
    const operatorAsHeader = await inject({
      url: '/api/admin/me?lang=en',
      headers: { token: operator.token },
    });
    expect(operatorAsHeader.json()).toMatchObject({ code: 1 });
  });
});

describe('404 and 500 leak nothing', () => {
  it('answers an unknown API path with a translated 404 envelope', async () => {
    for (const [lang, msg] of [
      ['en', MSG.en.notFound],
      ['de', MSG.de.notFound],
    ] as const) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await inject({ method, url: `/api/nothing/here?lang=${lang}`, payload: {} });
        expectFailure(response, 404, msg);
        expectNoLeak(response);
      }
    }
  });

  it('answers an unknown static file with a 404 envelope, never the app under its name', async () => {
    for (const url of [
      '/assets/nope.js',
      '/assets/index-00000000.css',
      '/admin/assets/nope.js',
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/favicon-nope.ico',
    ]) {
      const response = await inject(`${url}?lang=fr`);
      expectFailure(response, 404, MSG.fr.notFound);
      expectNoLeak(response);
    }
  });

  it('turns any unexpected failure into a generic translated 500 envelope', async () => {
    for (const route of [
      'sql-failure',
      'database-failure',
      'text-failure',
      'empty-failure',
      'null-failure',
    ]) {
      for (const [lang, msg] of [
        ['en', MSG.en.serverError],
        ['ar', MSG.ar.serverError],
      ] as const) {
        const response = await inject(`/api/test/${route}?lang=${lang}`);
        expectFailure(response, 500, msg);
        expectNoLeak(response);
      }
    }
  });

  it('answers a unique-key conflict of the driver with a translated failure, its detail kept inside', async () => {
    const response = await inject('/api/test/driver-failure?lang=en');
    expectFailure(response, 200, 'This name or code is already in use, please choose another');
    expectNoLeak(response);
  });

  it('answers a client error that carries internal text with the generic message only', async () => {
    const response = await inject('/api/test/client-failure?lang=en');
    expectFailure(response, 400, MSG.en.badRequest);
    expectNoLeak(response);
  });
});
