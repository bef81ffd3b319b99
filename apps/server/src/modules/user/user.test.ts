import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';
import { uploadPicture } from '../../../test/uploads';

const { t, api } = useTestApp();

describe('getUserInfo', () => {
  it('returns the contract fields, money as two-place strings', async () => {
    const shopper = await registerShopper(t.app);
    const info = await api.get('/api/user/getUserInfo', {}, { token: shopper.token });
    expect(info.code).toBe(1);
    expect(Object.keys(info.data)).toEqual(
      expect.arrayContaining([
        'id',
        'username',
        'familyName',
        'givenName',
        'email',
        'mobile',
        'avatar',
        'balance',
        'frozen',
        'score',
        'has_pay_password',
        'language',
      ]),
    );
    expect(info.data).toMatchObject({ balance: '0.00', frozen: '0.00', score: '0.00' });
    expect(info.data).not.toHaveProperty('passwordHash');
  });

  it('stores the language used at registration and carries it as { file_name, language_name }', async () => {
    const shopper = await registerShopper(t.app);
    const info = await api.get('/api/user/getUserInfo', {}, { token: shopper.token, lang: 'de' });
    expect(info.data.language).toEqual({ file_name: 'en', language_name: 'English' });
  });
});

describe('profile', () => {
  it('updates any subset of the fields and keeps the rest', async () => {
    const shopper = await registerShopper(t.app);
    const avatar = await uploadPicture(t.app, shopper.token);
    const result = await api.post(
      '/api/user/profile',
      { givenName: 'Mia', avatar },
      { token: shopper.token },
    );
    expect(result).toMatchObject({ code: 1, msg: 'Save successful' });
    expect(result.data).toMatchObject({ givenName: 'Mia', avatar, email: shopper.email });
  });

  it("refuses an avatar that is not the shopper's own upload, and changes nothing", async () => {
    const shopper = await registerShopper(t.app);
    const stranger = await registerShopper(t.app);
    const strangers = await uploadPicture(t.app, stranger.token);
    for (const avatar of [strangers, '/uploads/never-uploaded.png', 'https://tracker.example/pixel.png']) {
      const refused = await api.post(
        '/api/user/profile',
        { givenName: 'Eve', avatar },
        { token: shopper.token },
      );
      expect(refused).toMatchObject({
        code: 0,
        msg: 'The picture could not be found, please upload it again',
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ givenName: '', avatar: '' });
  });

  it('refuses a mobile number another shopper has, and a bad one', async () => {
    const first = await registerShopper(t.app);
    const second = await registerShopper(t.app);
    const taken = await api.post('/api/user/profile', { mobile: first.mobile }, { token: second.token });
    expect(taken).toMatchObject({ code: 0, msg: 'This mobile number is already registered' });
    const bad = await api.post('/api/user/profile', { mobile: 'call me' }, { token: second.token });
    expect(bad.msg).toBe('Please enter a correct mobile number');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.id));
    expect(row?.mobile).toBe(second.mobile);
  });

  it('changes the email only with the password and a code sent to the new address', async () => {
    const shopper = await registerShopper(t.app);
    const newEmail = `new-${shopper.id}@example.com`;
    const withoutCode = await api.post(
      '/api/user/profile',
      { email: newEmail, password: shopper.password },
      { token: shopper.token },
    );
    expect(withoutCode).toMatchObject({ code: 0, msg: 'Please enter the email verification code' });

    expect(
      (await api.post('/api/ems/send', { email: newEmail, event: 'changeemail' }, { token: shopper.token }))
        .code,
    ).toBe(1);
    const code = t.mailer.lastCode(newEmail);
    const changed = await api.post(
      '/api/user/profile',
      { email: newEmail, code, password: shopper.password },
      { token: shopper.token },
    );
    expect(changed.data.email).toBe(newEmail);
  });

  it('needs a token', async () => {
    expect((await api.post('/api/user/profile', { givenName: 'X' })).status).toBe(401);
  });
});

describe('languages', () => {
  it('lists the 14 languages, each named in itself, without a token', async () => {
    const result = await api.get('/api/user/language_list');
    expect(result.data).toHaveLength(14);
    expect(result.data).toContainEqual({ file_name: 'de', language_name: 'Deutsch' });
    expect(result.data).toContainEqual({ file_name: 'zh-hant', language_name: '繁體中文' });
    expect(result.data).toContainEqual({ file_name: 'ar', language_name: 'العربية' });
  });

  it('stores the chosen language on the shopper, case-insensitively', async () => {
    const shopper = await registerShopper(t.app);
    const set = await api.get('/api/user/set_language', { file_name: 'zh-CN' }, { token: shopper.token });
    expect(set).toMatchObject({ code: 1, msg: 'Setting Success' });
    const info = await api.get('/api/user/getUserInfo', {}, { token: shopper.token });
    expect(info.data.language).toEqual({ file_name: 'zh-cn', language_name: '简体中文' });
  });

  it('refuses an unknown language and changes nothing', async () => {
    const shopper = await registerShopper(t.app);
    const result = await api.get(
      '/api/user/set_language',
      { file_name: 'klingon' },
      { token: shopper.token },
    );
    expect(result).toMatchObject({ code: 0, msg: 'This language is not supported' });
    const info = await api.get('/api/user/getUserInfo', {}, { token: shopper.token });
    expect(info.data.language.file_name).toBe('en');
  });
});

describe('messages follow the lang parameter', () => {
  it.each([
    ['en', 'Please login first'],
    ['de', 'Bitte melden Sie sich zuerst an'],
    ['zh-cn', '请先登录'],
    ['ZH-CN', '请先登录'],
    ['xx', '请先登录'],
    [undefined, '请先登录'],
  ])('lang=%s', async (lang, message) => {
    const result = await api.get('/api/user/getUserInfo', {}, lang === undefined ? { lang: '' } : { lang });
    expect(result.msg).toBe(message);
  });

  it('translates validation messages with the field label', async () => {
    const shopper = await registerShopper(t.app);
    const body = { mobile: '13800000000', area: 'A', address: 'B', tag: 'C' };
    const en = await api.post('/api/user/address_add', body, { token: shopper.token, lang: 'en' });
    const de = await api.post('/api/user/address_add', body, { token: shopper.token, lang: 'de' });
    const zh = await api.post('/api/user/address_add', body, { token: shopper.token, lang: 'zh-cn' });
    expect(en.msg).toBe('Addressee is required');
    expect(de.msg).toContain('Empfänger');
    expect(zh.msg).toBe('请填写收货人');
  });
});
