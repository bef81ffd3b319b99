import { spec, type ShopTemplate } from './types';

export const evergreenHealth: ShopTemplate = {
  name: 'Evergreen Health',
  description: 'Home health checks, vitamins and fitness kit, sealed and clearly labelled.',
  products: [
    {
      name: 'Digital Blood Pressure Monitor',
      category: 'health',
      price: 39.9,
      kind: 'blood-pressure-monitor',
      hue: 200,
      description:
        'An upper-arm monitor with a 22-42 cm cuff, irregular heartbeat detection and memory for two people with 60 readings each.',
    },
    {
      name: 'Wrist Blood Pressure Monitor',
      category: 'health',
      price: 29.5,
      kind: 'blood-pressure-monitor',
      hue: 160,
      description:
        'Small enough for a handbag, with a position guide that tells you when the wrist is at heart height.',
    },
    {
      name: 'Infrared Forehead Thermometer',
      category: 'health',
      price: 19.5,
      kind: 'thermometer',
      hue: 190,
      description:
        'A reading in one second without touching, a fever alert colour and a silent mode for sleeping children.',
    },
    {
      name: 'Vitamin C 1000 mg (120 Tablets)',
      category: 'health',
      price: 14.9,
      kind: 'supplement-bottle',
      hue: 30,
      description: 'Four months of vitamin C with rose hips, one tablet a day with food. Vegan, gluten-free.',
    },
    {
      name: 'Vitamin D3 2000 IU (180 Softgels)',
      category: 'health',
      price: 12.5,
      kind: 'supplement-bottle',
      hue: 50,
      description:
        'Six months of the sunshine vitamin for the darker season, in olive oil for better absorption.',
    },
    {
      name: 'Omega-3 Fish Oil (90 Softgels)',
      category: 'health',
      price: 18.9,
      kind: 'supplement-bottle',
      hue: 200,
      description:
        '1000 mg of purified fish oil with 600 mg of EPA and DHA per serving, lemon-flavoured, tested for heavy metals.',
    },
    {
      name: 'Magnesium Citrate (120 Capsules)',
      category: 'health',
      price: 13.9,
      kind: 'supplement-bottle',
      hue: 270,
      description:
        'A gentle, well-absorbed form of magnesium for muscles and sleep. Two capsules in the evening.',
    },
    {
      name: 'Yoga Mat Non-Slip 6 mm',
      category: 'health',
      price: 24,
      kind: 'yoga-mat',
      hue: 170,
      specs: [spec('Color', 'Sage', 'Lilac', 'Slate')],
      description:
        'A 183 x 61 cm mat with grip on both sides, alignment lines and a carrying strap. Free of PVC and latex.',
    },
    {
      name: 'Cork Yoga Mat 4 mm',
      category: 'health',
      price: 49,
      kind: 'yoga-mat',
      hue: 30,
      description: 'Natural cork on a rubber base: grips better the more you sweat and never smells.',
    },
    {
      name: 'Smart Body Fat Scale',
      category: 'health',
      price: 29,
      kind: 'bathroom-scale',
      hue: 210,
      specs: [spec('Color', 'White', 'Black')],
      description:
        'Weight, body fat, muscle and water in an app for the whole family, recognising each person when they step on.',
    },
    {
      name: 'Resistance Bands Set of 5',
      category: 'health',
      price: 16.5,
      kind: 'resistance-bands',
      hue: 330,
      description:
        'Five latex loops from extra light to extra heavy for legs, glutes and shoulders, with a mesh bag and exercise guide.',
    },
    {
      name: 'First Aid Kit 120 Pieces',
      category: 'health',
      price: 22,
      kind: 'first-aid-kit',
      hue: 0,
      description:
        'Plasters, bandages, gauze, tweezers, scissors, a foil blanket and a guide, in a case for the car or a hike.',
    },
    {
      name: 'Travel First Aid Pouch',
      category: 'health',
      price: 12,
      kind: 'first-aid-kit',
      hue: 140,
      description: 'The 40 things you reach for most on a trip, in a pouch the size of a paperback.',
    },
    {
      name: 'Massage Gun Deep Tissue',
      category: 'health',
      price: 69,
      kind: 'massage-gun',
      hue: 220,
      specs: [spec('Color', 'Graphite', 'Sand')],
      description:
        'Five speeds, six heads and a quiet motor to loosen tight muscles after training. Six hours per charge.',
    },
    {
      name: 'Mini Massage Gun',
      category: 'health',
      price: 45,
      kind: 'massage-gun',
      hue: 350,
      description:
        'A 450 g massager for the gym bag with four heads and a charge that lasts a week of sessions.',
    },
    {
      name: 'Adjustable Dumbbells 10 kg (Pair)',
      category: 'health',
      price: 59,
      kind: 'dumbbell',
      hue: 0,
      description:
        'Cast-iron plates from 2 to 10 kg per hand on spin-lock bars, in a case that slides under the bed.',
    },
    {
      name: 'Neoprene Hex Dumbbells (Pair)',
      category: 'health',
      price: 19,
      kind: 'dumbbell',
      hue: 290,
      specs: [spec('Weight', '1 kg', '2 kg', '3 kg')],
      description:
        'Soft-coated hex weights that do not roll away or scratch the floor, for home workouts and rehab.',
    },
    {
      name: 'Pulse Oximeter Fingertip',
      category: 'health',
      price: 17,
      kind: 'pulse-oximeter',
      hue: 200,
      description:
        'Blood oxygen and pulse in eight seconds on a bright display that turns with the way you hold it.',
    },
    {
      name: 'Whey Protein Vanilla 1 kg',
      category: 'health',
      price: 27.9,
      kind: 'protein-tub',
      hue: 45,
      specs: [spec('Flavour', 'Vanilla', 'Chocolate', 'Strawberry')],
      description: '24 g of protein per scoop, mixes smoothly in water or milk, 33 servings per tub.',
    },
    {
      name: 'Plant Protein Blend 750 g',
      category: 'health',
      price: 29.9,
      kind: 'protein-tub',
      hue: 110,
      description:
        'Pea and brown rice protein with a full amino acid profile, unflavoured for smoothies and baking.',
    },
    {
      name: 'Fitness Tracker Band',
      category: 'health',
      price: 34.9,
      kind: 'fitness-band',
      hue: 260,
      specs: [spec('Strap', 'Black', 'Lavender', 'Mint')],
      description:
        'Counts steps, floors and calories, tracks sleep stages and reminds you to move after an hour at the desk.',
    },
    {
      name: 'Ear Thermometer for Kids',
      category: 'health',
      price: 24.5,
      kind: 'thermometer',
      hue: 320,
      description:
        'A soft tip for small ears, a reading in a second and a backlight for checking at night. 20 probe covers included.',
    },
  ],
};
