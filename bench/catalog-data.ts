import { openPostgres } from '../apps/server/src/db/client';
import { seedBase } from '../apps/server/src/seed/base';
import { databaseUrl, onServer } from './lib/processes';

export const CATALOG_DATABASE = 'storefront_bench_catalog';
export const CATALOG_PRODUCTS = 1_000_000;
const SHOPS = 2_000;
// Bump when the generated rows change, so a kept database from an older generator is rebuilt.
const GENERATOR_VERSION = 4;

export const ADJECTIVES = [
  'Wireless',
  'Portable',
  'Classic',
  'Smart',
  'Organic',
  'Vintage',
  'Compact',
  'Deluxe',
  'Ultra',
  'Mini',
  'Premium',
  'Eco',
  'Foldable',
  'Waterproof',
  'Handmade',
  'Ergonomic',
  'Rechargeable',
  'Silk',
  'Bamboo',
  'Leather',
  'Ceramic',
  'Stainless',
  'Cotton',
  'Travel',
  'Outdoor',
  'Kids',
  'Pro',
  'Slim',
  'Heavy Duty',
  'Soft',
];
export const NOUNS = [
  'Keyboard',
  'Headphones',
  'Backpack',
  'Water Bottle',
  'Desk Lamp',
  'Sneakers',
  'Jacket',
  'Watch',
  'Blender',
  'Teapot',
  'Yoga Mat',
  'Phone Case',
  'Charger',
  'Speaker',
  'Notebook',
  'Sunglasses',
  'Wallet',
  'Scarf',
  'Coffee Grinder',
  'Pillow',
  'Blanket',
  'Tent',
  'Camera Bag',
  'Mouse',
  'Monitor Stand',
  'Toy Robot',
  'Puzzle',
  'Skillet',
  'Knife Set',
  'Umbrella',
  'Hoodie',
  'Dress',
  'Shirt',
  'Jeans',
  'Boots',
  'Belt',
  'Hat',
  'Gloves',
  'Socks',
  'Perfume',
  'Lipstick',
  'Shampoo',
  'Toothbrush',
  'Vitamin',
  'Tea',
  'Chocolate',
  'Honey',
  'Rice Cooker',
  'Kettle',
  'Drone',
  'Tablet',
  'Smartphone',
  'Earbuds',
  'Router',
  'Power Bank',
  'Bike Helmet',
  'Fishing Rod',
  'Football',
  'Racket',
  'Dumbbell',
];

/** The same words in German: every product has a German translation, named like its own name. */
export const GERMAN_ADJECTIVES = [
  'Kabelloser',
  'Tragbarer',
  'Klassischer',
  'Smarter',
  'Biologischer',
  'Nostalgischer',
  'Kompakter',
  'Luxuriöser',
  'Ultraleichter',
  'Kleiner',
  'Hochwertiger',
  'Nachhaltiger',
  'Faltbarer',
  'Wasserdichter',
  'Handgemachter',
  'Ergonomischer',
  'Aufladbarer',
  'Seidener',
  'Bambus-',
  'Leder-',
  'Keramik-',
  'Edelstahl-',
  'Baumwoll-',
  'Reise-',
  'Outdoor-',
  'Kinder-',
  'Profi-',
  'Schlanker',
  'Robuster',
  'Weicher',
];
export const GERMAN_NOUNS = [
  'Tastatur',
  'Kopfhörer',
  'Rucksack',
  'Trinkflasche',
  'Schreibtischlampe',
  'Turnschuh',
  'Jacke',
  'Uhr',
  'Mixer',
  'Teekanne',
  'Yogamatte',
  'Handyhülle',
  'Ladegerät',
  'Lautsprecher',
  'Notizbuch',
  'Sonnenbrille',
  'Geldbörse',
  'Schal',
  'Kaffeemühle',
  'Kissen',
  'Decke',
  'Zelt',
  'Kameratasche',
  'Maus',
  'Monitorständer',
  'Spielzeugroboter',
  'Puzzle',
  'Pfanne',
  'Messerset',
  'Regenschirm',
  'Kapuzenpulli',
  'Kleid',
  'Hemd',
  'Jeans',
  'Stiefel',
  'Gürtel',
  'Hut',
  'Handschuhe',
  'Socken',
  'Parfüm',
  'Lippenstift',
  'Shampoo',
  'Zahnbürste',
  'Vitamin',
  'Tee',
  'Schokolade',
  'Honig',
  'Reiskocher',
  'Wasserkocher',
  'Drohne',
  'Tablet',
  'Smartphone',
  'Ohrhörer',
  'Router',
  'Powerbank',
  'Fahrradhelm',
  'Angelrute',
  'Fußball',
  'Schläger',
  'Hantel',
];

const sqlArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(',')}]`;

/**
 * A million products in PostgreSQL, made by the database itself in a few statements: names from 30
 * adjectives x 60 nouns x model numbers (so a noun matches about one product in 60), prices from 0.50 to
 * 2,000.00, sales skewed toward few best sellers, one in 200 hot, one in 50 off sale, and each one's German
 * translation made of the same words in German. Kept between runs.
 */
export async function ensureCatalog(log: (line: string) => void) {
  const exists = await onServer(async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [CATALOG_DATABASE]);
    return found.rowCount === 1;
  });
  if (exists) {
    const ready = await onServer(async (client) => {
      const marker = await client.query("select obj_description('products'::regclass) as note");
      return marker.rows[0]?.note === `bench catalog v${GENERATOR_VERSION}`;
    }, CATALOG_DATABASE).catch(() => false);
    if (ready) {
      const database = openPostgres(databaseUrl(CATALOG_DATABASE), 1);
      await database.migrate();
      await database.close();
      // A migration that rewrote the table (0009) leaves its visibility map empty, and index-only scans then
      // read the table for every entry until a vacuum; quick when there is nothing to do.
      await onServer(async (client) => {
        await client.query('vacuum analyze products');
        await client.query('vacuum analyze product_search_names');
      }, CATALOG_DATABASE);
      return;
    }
    await onServer((client) => client.query(`drop database ${CATALOG_DATABASE} with (force)`));
  }
  log(
    `generating ${CATALOG_PRODUCTS.toLocaleString('en')} products (once; kept in database ${CATALOG_DATABASE})`,
  );
  await onServer((client) => client.query(`create database ${CATALOG_DATABASE}`));
  const database = openPostgres(databaseUrl(CATALOG_DATABASE), 1);
  await database.migrate();
  await seedBase(database.db);
  await database.close();
  await onServer(async (client) => {
    await client.query(`insert into shops (name, logo, sales)
      select 'Shop ' || n, '/media/logo/SH/' || (n % 360) || '.svg', (random() * 50000)::int
      from generate_series(1, ${SHOPS}) as n`);
    await client.query(`insert into products
        (shop_id, category_id, name, description, price_cents, stock, sales, images, is_hot, status, created_at)
      select
        1 + (n % ${SHOPS}),
        (select id from categories order by sort offset (n % 10) limit 1),
        (${sqlArray(ADJECTIVES)})[1 + (n % ${ADJECTIVES.length})] || ' ' ||
          (${sqlArray(NOUNS)})[1 + ((n / ${ADJECTIVES.length}) % ${NOUNS.length})] || ' ' || (n % 997),
        '',
        50 + (random() * 199950)::int,
        (random() * 1000)::int,
        floor(power(random(), 4) * 20000)::int,
        jsonb_build_array('/media/art/box/' || (n % 360) || '.svg'),
        n % 200 = 0,
        case when n % 50 = 0 then 'off' else 'on' end,
        now() - (n % 100000) * interval '1 minute'
      from generate_series(1, ${CATALOG_PRODUCTS}) as n`);
    await client.query(`insert into product_translations (product_id, lang, name, description)
      select id, 'de',
        (${sqlArray(GERMAN_ADJECTIVES)})[1 + (id % ${GERMAN_ADJECTIVES.length})] || ' ' ||
          (${sqlArray(GERMAN_NOUNS)})[1 + ((id / ${GERMAN_ADJECTIVES.length}) % ${GERMAN_NOUNS.length})] ||
          ' ' || (id % 997),
        ''
      from products`);
    await client.query('vacuum analyze products');
    await client.query('vacuum analyze product_translations');
    await client.query('vacuum analyze product_search_names');
    await client.query('vacuum analyze shops');
    await client.query(`comment on table products is 'bench catalog v${GENERATOR_VERSION}'`);
  }, CATALOG_DATABASE);
}
