import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness';

const { t } = useTestApp();

describe('the server', () => {
  it('answers /healthz while the process is alive', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes every route in /api/openapi.json and renders it at /api/docs', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/user/login',
      '/api/user/register',
      '/api/user/address_add',
      '/api/index/product',
      '/api/ems/send',
      '/api/admin/login',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    expect(spec.paths['/api/user/address_add'].post.requestBody).toBeDefined();
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers malformed JSON with an envelope, never a stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, msg: 'The request body is not valid JSON' });
  });

  it('names the message key of every failure beside its translated text', async () => {
    const answer = async (url: string, payload?: object) =>
      (await t.app.inject({ method: payload ? 'POST' : 'GET', url, payload })).json();
    expect(await answer('/api/no/such/route?lang=de')).toMatchObject({ code: 0, key: 'msg.not_found' });
    expect(await answer('/api/user/getUserInfo?lang=en')).toMatchObject({
      code: 401,
      msg: 'Please login first',
      key: 'msg.please_login',
    });
    const invalid = await answer('/api/user/register?lang=en', { username: 'x' });
    expect(invalid).toMatchObject({ code: 0, data: null });
    expect(invalid.key).toMatch(/^validation\.[a-z_]+$/);
    expect(Object.keys(invalid)).toEqual(['code', 'msg', 'key', 'time', 'data', 'request_id']);
    const success = await answer('/api/index/category?lang=en');
    expect(success).toMatchObject({ code: 1 });
    expect(success).not.toHaveProperty('key');
  });

  it('answers the usual language tags in the language they name', async () => {
    const message = async (lang: string) =>
      (await t.app.inject(`/api/user/getUserInfo?lang=${encodeURIComponent(lang)}`)).json().msg as string;
    for (const [tag, name] of [
      ['ja', 'ri'],
      ['ja-JP', 'ri'],
      ['ko', 'han'],
      ['th', 'tai'],
      ['vi', 'vit'],
      ['zh-TW', 'zh-hant'],
      ['zh-HK', 'zh-hant'],
      ['de-AT', 'de'],
    ]) {
      expect(await message(tag!), tag).toBe(await message(name!));
    }
    // Japanese is Japanese, not the simplified Chinese fallback it used to get.
    expect(await message('ja')).not.toBe(await message('zh-cn'));
    expect(await message('pt-BR')).toBe(await message('zh-cn'));
  });

  it('compresses answers for clients that accept it', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(response.rawPayload.length * 3);
  });

  it('draws product pictures, logos and banners itself', async () => {
    const art = await t.app.inject('/media/art/device-laptop/120.svg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    // A drawn kind in three views, each in the hue asked for; an unknown view or kind is not found.
    const views = await Promise.all(
      [1, 2, 3].map((view) => t.app.inject(`/media/art/laptop/215/${view}.svg`)),
    );
    expect(views.map((view) => view.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(views.map((view) => view.body)).size).toBe(3);
    expect(views[0]!.body).toContain('hsl(215 ');
    expect((await t.app.inject('/media/art/laptop/215/4.svg')).json()).toMatchObject({ code: 0 });
    expect((await t.app.inject('/media/art/no-such-kind/215/2.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/logo/NE/10.svg')).body).toContain('NE');
    expect((await t.app.inject('/media/banner/2.svg')).statusCode).toBe(200);
    expect((await t.app.inject('/media/art/no-such-icon/1.svg')).statusCode).toBe(404);
  });
});
