import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema';
import { registerShopper, useTestApp } from '../../../test/harness';

const { t, api } = useTestApp();

const home = {
  consignee: 'Li Wei',
  mobile: '+86 138 0000 0000',
  area: 'Shanghai, Pudong',
  address: '88 Century Ave',
  tag: 'Home',
};
const office = {
  consignee: 'Li Wei',
  mobile: '13900000000',
  area: 'Shanghai, Jing An',
  address: '1 Nanjing Rd',
  tag: 'Office',
};

describe('addresses', () => {
  it('adds, lists default first, edits, sets default and deletes', async () => {
    const { token } = await registerShopper(t.app);
    const first = await api.post('/api/user/address_add', home, { token });
    expect(first).toMatchObject({ code: 1, msg: 'Save successful' });
    expect(first.data).toMatchObject({ consignee: 'Li Wei', mobile: '+8613800000000', is_default: true });

    const second = await api.post('/api/user/address_add', { ...office, is_default: 0 }, { token });
    expect(second.data.is_default).toBe(false);
    let list = await api.get('/api/user/address_list', {}, { token });
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([first.data.id, second.data.id]);

    const edited = await api.post(
      '/api/user/address_add',
      { ...office, id: second.data.id, tag: 'Work', is_default: true },
      { token },
    );
    expect(edited.data).toMatchObject({ id: second.data.id, tag: 'Work', is_default: true });
    list = await api.get('/api/user/address_list', {}, { token });
    expect(
      list.data.filter((a: { is_default: boolean }) => a.is_default).map((a: { id: number }) => a.id),
    ).toEqual([second.data.id]);

    expect(await api.post('/api/user/address_set_default', { id: first.data.id }, { token })).toMatchObject({
      code: 1,
      msg: 'Setting Success',
    });
    expect((await api.get('/api/user/address', { id: first.data.id }, { token })).data.is_default).toBe(true);
    expect((await api.get('/api/user/address', { id: second.data.id }, { token })).data.is_default).toBe(
      false,
    );

    expect(await api.get('/api/user/address_del', { id: first.data.id }, { token })).toMatchObject({
      code: 1,
      msg: 'Delete Success',
    });
    list = await api.get('/api/user/address_list', {}, { token });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: second.data.id, is_default: true });
  });

  it.each([
    ['consignee', 'Addressee is required'],
    ['area', 'Area is required'],
    ['address', 'Detailed address is required'],
    ['tag', 'Tag is required'],
  ])('requires %s and stores nothing without it', async (field, message) => {
    const shopper = await registerShopper(t.app);
    const result = await api.post(
      '/api/user/address_add',
      { ...home, [field]: '   ' },
      { token: shopper.token },
    );
    expect(result).toMatchObject({ code: 0, msg: message });
    expect(await t.database.db.$count(addresses, eq(addresses.userId, shopper.id))).toBe(0);
  });

  it('refuses a bad mobile number and an over-long area', async () => {
    const { token } = await registerShopper(t.app);
    expect((await api.post('/api/user/address_add', { ...home, mobile: 'abc' }, { token })).msg).toBe(
      'Please enter a correct mobile number',
    );
    expect((await api.post('/api/user/address_add', { ...home, area: 'x'.repeat(101) }, { token })).msg).toBe(
      'Area is too long',
    );
  });

  it("never shows or changes another shopper's address", async () => {
    const owner = await registerShopper(t.app);
    const stranger = await registerShopper(t.app);
    const mine = await api.post('/api/user/address_add', home, { token: owner.token });
    const id = mine.data.id as number;
    const notFound = { code: 0, msg: 'The address does not exist', data: null };

    expect(await api.get('/api/user/address', { id }, { token: stranger.token })).toMatchObject(notFound);
    expect(
      await api.post('/api/user/address_add', { ...office, id }, { token: stranger.token }),
    ).toMatchObject(notFound);
    expect(await api.post('/api/user/address_set_default', { id }, { token: stranger.token })).toMatchObject(
      notFound,
    );
    expect(await api.get('/api/user/address_del', { id }, { token: stranger.token })).toMatchObject(notFound);
    expect((await api.get('/api/user/address_list', {}, { token: stranger.token })).data).toEqual([]);

    const [row] = await t.database.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row).toMatchObject({ userId: owner.id, tag: 'Home', isDefault: true });
  });

  it('needs a token', async () => {
    expect((await api.get('/api/user/address_list')).status).toBe(401);
    expect((await api.post('/api/user/address_add', home)).status).toBe(401);
  });

  it('refuses ids that are not positive integers', async () => {
    const { token } = await registerShopper(t.app);
    expect((await api.get('/api/user/address', { id: 'abc' }, { token })).msg).toBe('ID is not valid');
    expect((await api.get('/api/user/address', { id: -1 }, { token })).msg).toBe('ID is not valid');
    expect((await api.get('/api/user/address', {}, { token })).msg).toBe('ID is required');
  });

  it('keeps at most 30 addresses', async () => {
    const shopper = await registerShopper(t.app);
    await t.database.db.insert(addresses).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: shopper.id,
        consignee: 'A',
        mobile: '13800000000',
        area: 'B',
        address: `Street ${index}`,
        tag: 'T',
        isDefault: index === 0,
      })),
    );
    const result = await api.post('/api/user/address_add', home, { token: shopper.token });
    expect(result).toMatchObject({ code: 0, msg: 'You can save at most 30 addresses' });
  });

  it('keeps exactly one default however many are set at once', async () => {
    const { id, token } = await registerShopper(t.app);
    const created: number[] = [];
    for (let i = 0; i < 5; i += 1)
      created.push((await api.post('/api/user/address_add', { ...home, tag: `T${i}` }, { token })).data.id);
    await Promise.all(
      created.map((addressId) => api.post('/api/user/address_set_default', { id: addressId }, { token })),
    );
    const defaults = await t.database.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, id), eq(addresses.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });
});
