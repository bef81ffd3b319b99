import { spec, type ShopTemplate } from './types';

export const nordicHearth: ShopTemplate = {
  name: 'Nordic Hearth',
  description: 'Scandinavian homeware and cabin essentials for long, cosy evenings.',
  products: [
    {
      name: 'Wool Throw Blanket',
      category: 'family_life',
      price: 59,
      kind: 'throw-blanket',
      hue: 15,
      specs: [spec('Color', 'Rust', 'Oat', 'Forest')],
      description:
        'A 130 x 170 cm throw woven from soft lambswool, with a knotted fringe. Warm on the sofa, light enough for summer nights.',
    },
    {
      name: 'Chunky Knit Blanket',
      category: 'family_life',
      price: 69,
      kind: 'throw-blanket',
      hue: 210,
      description:
        'Hand-knitted from thick cotton chenille that does not shed. Machine washable on a gentle cycle.',
    },
    {
      name: 'Scented Soy Candle Trio',
      category: 'family_life',
      price: 18,
      kind: 'candle',
      hue: 30,
      specs: [spec('Scent', 'Pine & Cedar', 'Sea Salt', 'Fig')],
      description: 'Three candles in amber glass with cotton wicks, 25 hours of clean burning each.',
    },
    {
      name: 'Large Three-Wick Candle',
      category: 'family_life',
      price: 26,
      kind: 'candle',
      hue: 150,
      description: 'A 500 g candle of birch and moss that fills a living room, in a reusable glass tumbler.',
    },
    {
      name: 'Linen Cushion Pillow 50 x 50 cm',
      category: 'family_life',
      price: 22,
      kind: 'pillow',
      hue: 40,
      specs: [spec('Color', 'Oat', 'Clay', 'Sage')],
      description:
        'Stonewashed linen with a hidden zip and a feather insert that you plump back into shape with one shake.',
    },
    {
      name: 'Waffle Towel Set',
      category: 'family_life',
      price: 34,
      kind: 'towel-stack',
      hue: 25,
      description:
        'Light waffle-weave towels in Turkish cotton that dry fast in a steamy bathroom. Two bath and two hand towels.',
    },
    {
      name: 'Linen Duvet Cover Set',
      category: 'family_life',
      price: 89,
      kind: 'folded-bedding',
      hue: 30,
      specs: [spec('Size', '140 x 200 cm', '200 x 200 cm'), spec('Color', 'Natural', 'Dusty Blue')],
      description:
        'European flax linen, washed for softness: cool in summer, warm in winter. Two pillowcases included.',
    },
    {
      name: 'Oak Wall Clock',
      category: 'family_life',
      price: 45,
      kind: 'wall-clock',
      hue: 30,
      description: 'A solid oak face with simple brass hands and a silent movement. 35 cm across.',
    },
    {
      name: 'Woven Laundry Basket',
      category: 'family_life',
      price: 32,
      kind: 'laundry-basket',
      hue: 40,
      description: 'A seagrass basket with a cotton liner you can lift out and wash, and two sturdy handles.',
    },
    {
      name: 'Foldable Laundry Basket 60 L',
      category: 'family_life',
      price: 15.9,
      kind: 'laundry-basket',
      hue: 200,
      description: 'A fabric basket on a wire frame that folds flat behind a door when you do not need it.',
    },
    {
      name: 'Cast Iron Casserole 4 L',
      category: 'family_life',
      price: 79,
      kind: 'cooking-pot',
      hue: 5,
      specs: [spec('Color', 'Cherry Red', 'Slate Grey')],
      description:
        'Enamelled cast iron for stews that simmer for hours, on any hob and in the oven. A lifetime pot.',
    },
    {
      name: 'Cast Iron Skillet 26 cm',
      category: 'family_life',
      price: 35,
      kind: 'frying-pan',
      hue: 220,
      description: 'Pre-seasoned and ready to sear, it goes from the hob to the oven to the campfire.',
    },
    {
      name: 'Potted Olive Tree Planter',
      category: 'family_life',
      price: 29,
      kind: 'plant-pot',
      hue: 100,
      description: 'A 25 cm terracotta planter with a water reservoir that keeps soil moist for two weeks.',
    },
    {
      name: 'Brass Reading Lamp',
      category: 'family_life',
      price: 64,
      kind: 'table-lamp',
      hue: 45,
      description:
        'A brushed brass lamp with an adjustable head and a dimmer, for the reading chair or the bedside.',
    },
    {
      name: 'Enamel Camping Mug Set',
      category: 'outdoors',
      price: 19,
      kind: 'mug',
      hue: 0,
      description:
        'Four speckled enamel mugs that survive the campfire and the dishwasher, for coffee at the lake.',
    },
    {
      name: 'Cabin Lantern with LED Candle',
      category: 'outdoors',
      price: 28,
      kind: 'lantern',
      hue: 20,
      description:
        'A black steel lantern with a flickering LED candle that runs 200 hours, for the porch and the terrace.',
    },
    {
      name: 'Wool Camping Blanket',
      category: 'outdoors',
      price: 49,
      kind: 'throw-blanket',
      hue: 120,
      description:
        'A dense, windproof blanket with a waterproof backing for picnics, stadiums and cold mornings at camp.',
    },
    {
      name: 'Cast Iron Camp Pot 5 L',
      category: 'outdoors',
      price: 54,
      kind: 'cooking-pot',
      hue: 30,
      description:
        'A Dutch oven with legs and a lid you can pile coals on, for bread and stews over the fire.',
    },
  ],
};
