import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { categories, operatorAudits, productTranslations, products } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { uploadPicture } from '../../../test/uploads';

const { t, api, operatorToken } = useTestApp();
const db = () => t.database.db;

/** A multipart body of a CSV file (field `file`), with fields sent before it. */
function multipartCsv(csv: string | Buffer, fields: Record<string, string> = {}) {
  const boundary = '----storefront-catalogue';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

type Report = {
  imported: number;
  refused_rows: number;
  refused: Array<{ row: number; column: string; key: string; message: string }>;
};

async function importCsv(
  url: '/api/seller/products/import' | '/api/admin/products/import',
  token: string,
  csv: string | Buffer,
  options: { lang?: string; fields?: Record<string, string> } = {},
) {
  const { headers, payload } = multipartCsv(csv, options.fields);
  const response = await t.app.inject({
    method: 'POST',
    url: `${url}?lang=${options.lang ?? 'en'}`,
    headers: { ...headers, token },
    payload,
  });
  return response.json() as { code: number; msg: string; key?: string; data: Report };
}

const csvOf = (rows: Array<Record<string, string>>) =>
  stringify(rows, { header: true, columns: Object.keys(rows[0] ?? {}) });

const shopProducts = (shopId: number) =>
  db().select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));

describe('catalogue import', () => {
  it('inserts every row of a good file: prices to the cent, stock, specs, pictures, German names searchable', async () => {
    const merchant = await makeMerchant(db());
    const picture = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const [category] = await db().select().from(categories).where(eq(categories.key, 'toys'));
    const csv = csvOf([
      {
        name: 'Paper lantern',
        description: 'Folds flat, "glows" warm',
        category: 'Toys',
        price: '12.34',
        stock: '7',
        weight_grams: '450',
        specs: 'Colour: red, white; Size: S, M',
        pictures: `${picture} | ${picture.replace('/uploads/', '')}`,
        name_de: 'Papierlaterne Zauberlicht',
        description_de: 'Faltbar',
        specs_de: 'Farbe: rot, weiß; Größe: S, M',
      },
      {
        name: 'Wooden yo-yo',
        description: '',
        category: String(category!.id),
        price: '0.99',
        stock: '',
        weight_grams: '',
        specs: '',
        pictures: '',
        name_de: '',
        description_de: '',
        specs_de: '',
      },
    ]);
    const answer = await importCsv('/api/seller/products/import', merchant.sellerToken, csv);
    expect(answer, answer.msg).toMatchObject({
      code: 1,
      msg: 'Products imported',
      data: { imported: 2, refused_rows: 0, refused: [] },
    });
    const [lantern, yoyo] = await shopProducts(merchant.shopId);
    expect(lantern).toMatchObject({
      name: 'Paper lantern',
      description: 'Folds flat, "glows" warm',
      categoryId: category!.id,
      priceCents: 1234,
      stock: 7,
      weightGrams: 450,
      status: 'on',
      specs: [
        { name: 'Colour', values: ['red', 'white'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      images: [picture, picture],
    });
    expect(yoyo).toMatchObject({
      priceCents: 99,
      stock: 0,
      weightGrams: 0,
      specs: [],
      images: [],
      description: '',
    });
    const translations = await db()
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.productId, lantern!.id));
    expect(translations).toMatchObject([{ lang: 'de', name: 'Papierlaterne Zauberlicht' }]);

    const found = await api.get('/api/index/product', { keyword: 'zauberlicht' }, { lang: 'de' });
    expect(found.data.list.map((row: { id: number }) => row.id)).toEqual([lantern!.id]);
    expect(found.data.list[0].name).toBe('Papierlaterne Zauberlicht');
  });

  it('refuses the whole file over one bad row, naming each bad row and column, in the caller’s language', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const own = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const foreign = await uploadPicture(t.app, other.sellerToken, 'seller');
    const good = {
      name: 'Good lamp',
      category: 'toys',
      price: '5.00',
      stock: '1',
      weight_grams: '300',
      pictures: own,
    };
    const csv = csvOf([
      good,
      { ...good, category: 'Spaceships' },
      { ...good, price: '-3.00' },
      { ...good, weight_grams: '-5' },
      { ...good, name: 'Lamp\nYour account is suspended' },
      { ...good, pictures: foreign },
      good,
    ]);
    const answer = await importCsv('/api/seller/products/import', merchant.sellerToken, csv);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('Nothing was imported: correct the rows listed and send the file again');
    expect(answer.data.imported).toBe(0);
    expect(answer.data.refused_rows).toBe(5);
    expect(answer.data.refused).toEqual([
      { row: 3, column: 'category', key: 'msg.category_not_found', message: 'The category does not exist' },
      { row: 4, column: 'price', key: 'validation.amount', message: 'Price must be a correct amount' },
      { row: 5, column: 'weight_grams', key: 'validation.invalid', message: 'Weight (grams) is not valid' },
      {
        row: 6,
        column: 'name',
        key: 'validation.plain_name',
        message: 'Name must be one line of plain text, without links',
      },
      {
        row: 7,
        column: 'pictures',
        key: 'msg.upload_not_found',
        message: 'The picture could not be found, please upload it again',
      },
    ]);
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(0);

    const german = await importCsv('/api/seller/products/import', merchant.sellerToken, csv, { lang: 'de' });
    expect(german.data.refused[0]!.message).toBe('Die Kategorie existiert nicht');
  });

  it('refuses a file whose header or CSV is wrong, and one without products', async () => {
    const merchant = await makeMerchant(db());
    const header = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,colour,price\nLamp,red,3.00\n',
    );
    expect(header.data.refused).toEqual([
      { row: 1, column: 'colour', key: 'msg.import_unknown_column', message: 'Unknown column' },
      { row: 1, column: 'category', key: 'msg.import_missing_column', message: 'This column is required' },
    ]);
    const broken = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,category,price\nLamp,toys,3.00\n"Open quote,toys,3.00\n',
    );
    expect(broken.data.refused).toMatchObject([{ row: 3, key: 'msg.import_malformed' }]);
    const short = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,category,price\nLamp,toys,3.00\nKite,toys\n',
    );
    expect(short.data.refused).toMatchObject([{ row: 3, column: '', key: 'msg.import_malformed' }]);
    const empty = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,category,price,,\n\n,,,,\n',
    );
    expect(empty).toMatchObject({ code: 0, key: 'msg.import_empty' });
    const huge = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      `name,category,price\n${'Lamp,toys,3.00\n'.repeat(1_200_000)}`,
    );
    expect(huge).toMatchObject({ code: 0, key: 'msg.import_too_large' });
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(0);

    // A spreadsheet's empty rows and unnamed columns are left out; rows keep their numbers past a blank one.
    const spreadsheet = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,category,price,\r\nLamp,toys,3.00,\r\n,,,\r\n\r\nKite,Spaceships,4.00,\r\n',
    );
    expect(spreadsheet.data.refused).toMatchObject([{ row: 5, column: 'category' }]);
    const good = await importCsv(
      '/api/seller/products/import',
      merchant.sellerToken,
      'name,category,price,\r\nLamp,toys,3.00,\r\n,,,\r\n\r\nKite,toys,4.00,\r\n',
    );
    expect(good.data.imported).toBe(2);
  });

  it('imports into the seller’s own shop only; operators import into the shop they name, audited', async () => {
    const merchant = await makeMerchant(db());
    const other = await makeMerchant(db());
    const csv = csvOf([{ name: 'Kite', category: 'toys', price: '8.00' }]);
    const answer = await importCsv('/api/seller/products/import', merchant.sellerToken, csv, {
      fields: { shop_id: String(other.shopId) },
    });
    expect(answer.data.imported).toBe(1);
    expect(await db().$count(products, eq(products.shopId, other.shopId))).toBe(0);
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(1);

    const asSeller = await importCsv('/api/admin/products/import', merchant.sellerToken, csv, {
      fields: { shop_id: String(other.shopId) },
    });
    expect(asSeller.code).toBe(401);
    expect(await db().$count(products, eq(products.shopId, other.shopId))).toBe(0);

    const operator = await operatorToken();
    const drawn = '/media/art/box/20.svg';
    const byOperator = await importCsv(
      '/api/admin/products/import',
      operator,
      csvOf([{ name: 'Kite', category: 'toys', price: '8.00', pictures: drawn }]),
      { fields: { shop_id: String(other.shopId) } },
    );
    expect(byOperator.data.imported, byOperator.msg).toBe(1);
    expect((await shopProducts(other.shopId))[0]!.images).toEqual([drawn]);
    const [audit] = await db()
      .select()
      .from(operatorAudits)
      .where(eq(operatorAudits.action, 'product.import'));
    expect(audit).toMatchObject({ targetType: 'shop', targetId: other.shopId });
    const noShop = await importCsv('/api/admin/products/import', operator, csv);
    expect(noShop).toMatchObject({ code: 0, key: 'validation.required' });
  });

  it('imports one file at a time per instance, one more waiting; a third at once is told to try again', async () => {
    const merchant = await makeMerchant(db());
    const rows = Array.from({ length: 2000 }, (_, index) => ({
      name: `Queued lamp ${index}`,
      category: 'toys',
      price: '1.00',
    }));
    const csv = csvOf(rows);
    const answers = await Promise.all(
      [0, 1, 2].map(() => importCsv('/api/seller/products/import', merchant.sellerToken, csv)),
    );
    expect(answers.map((answer) => answer.key ?? answer.data.imported).sort()).toEqual([
      2000,
      2000,
      'msg.import_busy',
    ]);
    expect(answers.find((answer) => answer.key)!.msg).toBe(
      'Another catalogue file is being imported, please try again in a moment',
    );
    expect(await db().$count(products, eq(products.shopId, merchant.shopId))).toBe(4000);
  });

  it('exports the shop’s products in the format the import reads back', async () => {
    const merchant = await makeMerchant(db());
    const picture = await uploadPicture(t.app, merchant.sellerToken, 'seller');
    const csv = csvOf([
      {
        name: 'Tea bowl',
        description: 'Line one\nline two, with "quotes"',
        category: 'family_life',
        price: '1234567.89',
        original_price: '1500000.00',
        stock: '3',
        weight_grams: '1250',
        status: 'off',
        specs: 'Glaze: celadon, tenmoku',
        pictures: picture,
        name_de: 'Teeschale',
        description_de: 'Handgemacht',
        specs_de: 'Glasur: Seladon, Tenmoku',
        'name_zh-cn': '茶碗',
        name_ar: 'وعاء شاي',
      },
      { name: 'Tea whisk', category: 'family_life', price: '0.01', stock: '10' },
    ]);
    expect((await importCsv('/api/seller/products/import', merchant.sellerToken, csv)).data.imported).toBe(2);
    const first = await api.get('/api/seller/products/export', undefined, { token: merchant.sellerToken });
    expect(first.code, first.msg).toBe(1);
    expect(first.data).toMatchObject({ count: 2, file_name: `shop-${merchant.shopId}-products.csv` });

    const before = await shopProducts(merchant.shopId);
    const again = await importCsv('/api/seller/products/import', merchant.sellerToken, first.data.csv);
    expect(again.data, again.msg).toMatchObject({ imported: 2, refused_rows: 0 });
    const after = await shopProducts(merchant.shopId);
    const fields = (row: (typeof after)[number]) => {
      const { id: _id, createdAt: _created, nameSearch: _search, ...rest } = row;
      return rest;
    };
    expect(after.slice(2).map(fields)).toEqual(before.map(fields));
    const texts = async (productId: number) =>
      (
        await db()
          .select()
          .from(productTranslations)
          .where(eq(productTranslations.productId, productId))
          .orderBy(asc(productTranslations.lang))
      ).map(({ productId: _product, ...text }) => text);
    expect(await texts(after[2]!.id)).toEqual(await texts(before[0]!.id));
    expect(await texts(before[0]!.id)).toHaveLength(3);

    // The operator's export of the shop is the same file, and so is the export of four products, twice each.
    const operator = await operatorToken();
    const console = await api.get(
      '/api/admin/products/export',
      { shop_id: merchant.shopId },
      { token: operator },
    );
    const lines = (text: string) => text.split('\r\n').filter(Boolean);
    const second = await api.get('/api/seller/products/export', undefined, { token: merchant.sellerToken });
    expect(lines(second.data.csv)).toEqual(lines(console.data.csv));
    const [header, ...rows] = lines(first.data.csv);
    expect(lines(second.data.csv)).toEqual([header, ...rows, ...rows]);
  });
});
