import { spec, type ShopTemplate } from './types';

export const sakuraLiving: ShopTemplate = {
  name: 'Sakura Living',
  description: 'Calm, simple things for the kitchen and a comfortable home.',
  products: [
    {
      name: 'Electric Kettle 1.7 L',
      category: 'electrical',
      price: 27.5,
      kind: 'kettle',
      hue: 350,
      specs: [spec('Color', 'Blossom Pink', 'Matte White', 'Charcoal'), spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Boils a full jug in four minutes, switches off by itself when the water boils and has boil-dry protection. A 360° base and a limescale filter.',
    },
    {
      name: 'Gooseneck Pour-Over Kettle 0.8 L',
      category: 'electrical',
      price: 49,
      kind: 'kettle',
      hue: 200,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Set the exact temperature from 40 to 100 °C for green tea or coffee and pour in a slow, steady stream. Keeps warm for an hour.',
    },
    {
      name: 'Rice Cooker 1.8 L',
      category: 'electrical',
      price: 59,
      kind: 'rice-cooker',
      hue: 0,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Fuzzy-logic cooking for white, brown and sushi rice, porridge and steamed vegetables, for up to ten bowls. Keeps rice warm for 12 hours.',
    },
    {
      name: 'Mini Rice Cooker 0.8 L',
      category: 'electrical',
      price: 34,
      kind: 'rice-cooker',
      hue: 160,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Two to three bowls for one or two people, with a delay timer so rice is ready when you come home.',
    },
    {
      name: 'Smart Air Fryer 5.5 L',
      category: 'electrical',
      price: 79,
      kind: 'air-fryer',
      hue: 220,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Crispy fries with a spoonful of oil, eight presets and a shake reminder. The basket and tray go in the dishwasher.',
    },
    {
      name: 'Dual-Basket Air Fryer 9 L',
      category: 'electrical',
      price: 119,
      kind: 'air-fryer',
      hue: 0,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Two 4.5 L baskets that cook two dishes at different settings and finish them at the same moment.',
    },
    {
      name: 'Espresso Machine with Milk Frother',
      category: 'electrical',
      price: 189,
      kind: 'coffee-machine',
      hue: 10,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        '15-bar pressure, a steam wand for cappuccino foam and a cup-warming tray. Works with ground coffee or pods.',
    },
    {
      name: 'High-Speed Jug Blender 1.5 L',
      category: 'electrical',
      price: 69,
      kind: 'blender',
      hue: 140,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'A 1200 W motor that crushes ice and frozen fruit, a tamper for thick smoothies and a pulse setting.',
    },
    {
      name: 'Two-Slot Toaster',
      category: 'electrical',
      price: 32,
      kind: 'toaster',
      hue: 40,
      specs: [spec('Color', 'Cream', 'Sage'), spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Wide slots for thick bread and bagels, seven browning levels, defrost and a crumb tray that slides out.',
    },
    {
      name: 'Four-Slot Toaster',
      category: 'electrical',
      price: 45,
      kind: 'toaster',
      hue: 210,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Breakfast for the family at once, with two independent controls and a warming rack for croissants.',
    },
    {
      name: 'Non-Stick Frying Pan 28 cm',
      category: 'family_life',
      price: 29,
      kind: 'frying-pan',
      hue: 20,
      description:
        'A forged aluminium pan with a ceramic coating, free of PFAS, for every hob including induction.',
    },
    {
      name: 'Cookware Set 8 Pieces',
      category: 'family_life',
      price: 89,
      kind: 'cooking-pot',
      hue: 200,
      specs: [spec('Color', 'Ocean', 'Stone')],
      description:
        'Three pots with glass lids, a frying pan and a sauté pan, stackable, for induction and the oven up to 220 °C.',
    },
    {
      name: 'Glass Food Containers 10-Pack',
      category: 'family_life',
      price: 27,
      kind: 'food-containers',
      hue: 170,
      description:
        'Borosilicate boxes from 370 ml to 1 litre with locking lids, from the freezer to the microwave without a crack.',
    },
    {
      name: 'Kitchen Knife Block 6 Pieces',
      category: 'family_life',
      price: 55,
      kind: 'knife-block',
      hue: 30,
      description:
        "A chef's knife, a bread knife, a santoku, a utility and a paring knife in German steel, in an oak block.",
    },
    {
      name: 'Stoneware Mug Set of 4',
      category: 'family_life',
      price: 24,
      kind: 'mug',
      hue: 200,
      specs: [spec('Glaze', 'Indigo', 'Speckled White')],
      description:
        'Hand-glazed 350 ml mugs, each one slightly different, safe in the dishwasher and microwave.',
    },
    {
      name: 'Bamboo Bath Towel Set',
      category: 'family_life',
      price: 29.9,
      kind: 'towel-stack',
      hue: 180,
      specs: [spec('Color', 'Sea Mist', 'Sand', 'White')],
      description:
        'Two bath towels and two hand towels in bamboo viscose: very soft and dry quickly. 600 g/m².',
    },
    {
      name: 'Cotton Bed Sheet Set Queen',
      category: 'family_life',
      price: 44,
      kind: 'folded-bedding',
      hue: 220,
      specs: [spec('Size', 'Double', 'Queen', 'King'), spec('Color', 'White', 'Mist Blue')],
      description:
        'A fitted sheet, a flat sheet and two pillowcases in 300-thread-count percale, cool and crisp.',
    },
    {
      name: 'Memory Foam Pillow',
      category: 'family_life',
      price: 24.5,
      kind: 'pillow',
      hue: 210,
      description:
        'Contoured foam that supports the neck for side and back sleepers, with a washable bamboo cover.',
    },
    {
      name: 'Indoor Plant Pot Set',
      category: 'family_life',
      price: 23,
      kind: 'plant-pot',
      hue: 20,
      description:
        'Three ceramic pots of 10, 12 and 15 cm with drainage holes and bamboo saucers. Plants not included.',
    },
    {
      name: 'Silent Wall Clock 30 cm',
      category: 'family_life',
      price: 21.5,
      kind: 'wall-clock',
      hue: 0,
      description:
        'A sweep movement without a tick for bedrooms and studies, with a clear face readable from across the room.',
    },
    {
      name: 'Ceramic Table Lamp',
      category: 'family_life',
      price: 39,
      kind: 'table-lamp',
      hue: 35,
      description:
        'A glazed base and a linen shade that gives warm, even light. E27 fitting, in-line switch.',
    },
  ],
};
