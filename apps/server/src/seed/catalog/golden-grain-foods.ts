import { spec, type ShopTemplate } from './types';

export const goldenGrainFoods: ShopTemplate = {
  name: 'Golden Grain Foods',
  description: 'Pantry favourites from small producers, packed fresh and sealed for the journey.',
  products: [
    {
      name: 'Single-Origin Coffee Beans',
      category: 'food',
      price: 16.9,
      kind: 'coffee-bag',
      hue: 25,
      specs: [spec('Weight', '250 g', '1 kg'), spec('Grind', 'Whole bean', 'Filter', 'Espresso')],
      description: 'Washed Ethiopian Yirgacheffe with notes of jasmine and lemon, roasted light each week.',
    },
    {
      name: 'House Espresso Blend',
      category: 'food',
      price: 14.5,
      kind: 'coffee-bag',
      hue: 0,
      specs: [spec('Weight', '250 g', '1 kg')],
      description: 'Brazil and Colombia roasted medium-dark for chocolate, caramel and a thick crema.',
    },
    {
      name: 'Jasmine Green Tea Leaves 100 g',
      category: 'food',
      price: 12.5,
      kind: 'tea-tin',
      hue: 140,
      description: 'Spring green tea scented seven times with fresh jasmine blossoms, in a resealable tin.',
    },
    {
      name: 'Earl Grey Loose Tea 125 g',
      category: 'food',
      price: 10.9,
      kind: 'tea-tin',
      hue: 230,
      description:
        'Ceylon black tea with natural bergamot oil and cornflower petals. Lovely with a splash of milk.',
    },
    {
      name: 'Raw Wildflower Honey 500 g',
      category: 'food',
      price: 14,
      kind: 'honey-jar',
      hue: 40,
      description:
        'Unheated and unfiltered honey from hives in alpine meadows. It crystallises naturally over time.',
    },
    {
      name: 'Manuka Honey MGO 263+ 250 g',
      category: 'food',
      price: 32,
      kind: 'honey-jar',
      hue: 25,
      description:
        'New Zealand manuka honey, tested for its methylglyoxal content, rich and slightly bitter.',
    },
    {
      name: 'Mixed Nuts Roasted Unsalted',
      category: 'food',
      price: 11.9,
      kind: 'snack-pouch',
      hue: 30,
      specs: [spec('Weight', '500 g', '1 kg')],
      description:
        'Almonds, cashews, hazelnuts and walnuts, dry-roasted without salt or oil. Resealable pouch.',
    },
    {
      name: 'Dried Mango Slices 400 g',
      category: 'food',
      price: 8.5,
      kind: 'snack-pouch',
      hue: 45,
      description: 'Thick slices of sun-ripened mango with no sugar added, chewy and sweet on their own.',
    },
    {
      name: 'Extra Virgin Olive Oil 1 L',
      category: 'food',
      price: 18.5,
      kind: 'oil-bottle',
      hue: 80,
      description:
        'Cold-pressed Koroneiki olives from Crete, harvested early for a peppery finish. Dark glass bottle.',
    },
    {
      name: 'Toasted Sesame Oil 250 ml',
      category: 'food',
      price: 7.5,
      kind: 'oil-bottle',
      hue: 30,
      description:
        'Deep, nutty oil pressed from roasted sesame seeds, a few drops finish noodles and stir-fries.',
    },
    {
      name: 'Dark Chocolate 85% Bars',
      category: 'food',
      price: 9.9,
      kind: 'chocolate-bar',
      hue: 15,
      specs: [spec('Pack', '3 bars', '6 bars')],
      description: 'Bean-to-bar chocolate from Peruvian cacao, 100 g each, with only cacao and cane sugar.',
    },
    {
      name: 'Milk Chocolate with Hazelnuts',
      category: 'food',
      price: 6.5,
      kind: 'chocolate-bar',
      hue: 200,
      description: 'Creamy 38% milk chocolate full of whole roasted Piedmont hazelnuts. 150 g.',
    },
    {
      name: 'Organic Rolled Oats 1 kg',
      category: 'food',
      price: 6.9,
      kind: 'cereal-box',
      hue: 50,
      description: 'Thick-cut whole oats from Scandinavian farms for porridge, overnight oats and baking.',
    },
    {
      name: 'Crunchy Granola with Berries',
      category: 'food',
      price: 7.9,
      kind: 'cereal-box',
      hue: 340,
      description:
        'Oat clusters baked with honey and mixed with freeze-dried raspberries and strawberries. 500 g.',
    },
    {
      name: 'Premium Jasmine Rice 5 kg',
      category: 'food',
      price: 15.5,
      kind: 'rice-sack',
      hue: 120,
      description:
        'Fragrant Thai Hom Mali rice from the new harvest, soft and slightly sticky when cooked. A 5 kg cloth sack.',
    },
    {
      name: 'Basmati Rice 2 kg',
      category: 'food',
      price: 8.9,
      kind: 'rice-sack',
      hue: 20,
      description:
        'Extra-long grains aged for a year, they cook up fluffy and separate for biryani and pilaf.',
    },
    {
      name: 'Handmade Butter Cookies Tin',
      category: 'food',
      price: 13,
      kind: 'cookie-tin',
      hue: 210,
      description:
        'Five shapes of Danish-style butter cookies baked in small batches, 500 g in a keepsake tin.',
    },
    {
      name: 'Spice Collection 12 Jars',
      category: 'food',
      price: 24,
      kind: 'spice-jars',
      hue: 10,
      description:
        'Cumin, smoked paprika, turmeric, cinnamon and eight more, in glass jars with a bamboo rack.',
    },
    {
      name: 'Bronze-Cut Spaghetti 1 kg',
      category: 'food',
      price: 5.5,
      kind: 'pasta-pack',
      hue: 220,
      description:
        'Durum wheat pasta drawn through bronze dies and dried slowly, so sauce clings to every strand.',
    },
    {
      name: 'Fresh Egg Tagliatelle 500 g',
      category: 'food',
      price: 4.9,
      kind: 'pasta-pack',
      hue: 45,
      description: 'Golden nests of egg pasta from Emilia-Romagna, ready in four minutes.',
    },
    {
      name: 'Coffee House E-Voucher $10',
      category: 'food',
      price: 10,
      kind: 'e-voucher',
      hue: 25,
      virtual: { period: 'day', count: 3, cardPrefix: 'CHV' },
      description:
        'A $10 voucher for any drink or pastry at partner coffee houses. The voucher number and PIN appear in your order right after payment.',
    },
    {
      name: 'Bakery E-Voucher $25',
      category: 'food',
      price: 25,
      kind: 'e-voucher',
      hue: 340,
      virtual: { period: 'week', count: 2, cardPrefix: 'BKV' },
      description:
        'A $25 voucher for bread, cakes and celebration bakes at partner bakeries, delivered in your order.',
    },
  ],
};
