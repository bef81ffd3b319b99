import { spec, type ShopTemplate } from './types';

export const blueHarborOutdoor: ShopTemplate = {
  name: 'Blue Harbor Outdoor',
  description: 'Gear for trails, camps and the open water, tested by our team before it goes on sale.',
  products: [
    {
      name: 'Two-Person Dome Tent',
      category: 'outdoors',
      price: 89,
      kind: 'tent',
      hue: 140,
      specs: [spec('Color', 'Forest Green', 'Desert Sand')],
      description:
        'Pitches in eight minutes with two colour-coded poles, a 3000 mm waterproof fly and two doors with porches for the boots. 2.4 kg packed.',
    },
    {
      name: 'Family Tunnel Tent 4-Person',
      category: 'outdoors',
      price: 189,
      kind: 'tent',
      hue: 30,
      description:
        'Two dark bedrooms and a living room you can stand up in, a sewn-in groundsheet and a 4000 mm fly for rainy summers.',
    },
    {
      name: 'Ultralight Trekking Tent 1-Person',
      category: 'outdoors',
      price: 159,
      kind: 'tent',
      hue: 10,
      description:
        'A 1.1 kg single-wall shelter that pitches with your trekking poles. For long trails and light packs.',
    },
    {
      name: 'Hiking Backpack 40 L',
      category: 'outdoors',
      price: 54,
      kind: 'hiking-backpack',
      hue: 200,
      specs: [spec('Back length', 'S/M', 'M/L'), spec('Color', 'Slate Blue', 'Black')],
      description:
        'A ventilated mesh back, hip-belt pockets for snacks and a phone, a rain cover in the lid and room for a 2 L water bladder.',
    },
    {
      name: 'Daypack 22 L',
      category: 'outdoors',
      price: 36,
      kind: 'hiking-backpack',
      hue: 15,
      specs: [spec('Color', 'Rust', 'Olive', 'Black')],
      description:
        'Light enough for a city day, sturdy enough for a summit: side bottle pockets and a padded laptop sleeve.',
    },
    {
      name: 'Insulated Steel Bottle 750 ml',
      category: 'outdoors',
      price: 19.9,
      kind: 'steel-bottle',
      hue: 190,
      specs: [spec('Color', 'Glacier', 'Charcoal', 'Coral')],
      description:
        'Double-walled stainless steel keeps water cold for 24 hours and tea hot for 12. Leakproof loop lid, no metallic taste.',
    },
    {
      name: 'Insulated Steel Bottle 1 L',
      category: 'outdoors',
      price: 24.9,
      kind: 'steel-bottle',
      hue: 100,
      specs: [spec('Color', 'Moss', 'Charcoal')],
      description: 'The big bottle for long hikes: fits a car cup holder and keeps ice for a full day.',
    },
    {
      name: 'Folding Camping Chair',
      category: 'outdoors',
      price: 29,
      kind: 'camping-chair',
      hue: 210,
      description:
        'Sets up in seconds, holds 120 kg, has a cup holder in the armrest and folds into a shoulder bag.',
    },
    {
      name: 'Rechargeable Head Torch 500 lm',
      category: 'outdoors',
      price: 17.5,
      kind: 'head-torch',
      hue: 20,
      description:
        'A 500-lumen beam for night trails, a red light that keeps your night vision and a USB-C battery for 40 hours on low.',
    },
    {
      name: 'Trekking Poles (Pair)',
      category: 'outdoors',
      price: 35,
      kind: 'trekking-poles',
      hue: 0,
      description:
        'Aluminium poles with flick locks, cork grips and tips for rock, mud and snow. 100 to 135 cm.',
    },
    {
      name: 'Mountain Bike Helmet',
      category: 'outdoors',
      price: 42,
      kind: 'bike-helmet',
      hue: 90,
      specs: [spec('Size', 'S/M (52-58 cm)', 'L/XL (58-62 cm)')],
      description:
        'An in-moulded shell with 18 vents, a visor and an easy-turn dial for the fit. Meets EN 1078 and CPSC standards.',
    },
    {
      name: 'Portable Gas Stove',
      category: 'outdoors',
      price: 26.9,
      kind: 'camping-stove',
      hue: 15,
      description:
        'Boils a litre of water in four minutes on a screw-on canister, with piezo ignition and a hard case.',
    },
    {
      name: 'Sleeping Bag 3-Season',
      category: 'outdoors',
      price: 49.5,
      kind: 'sleeping-bag',
      hue: 220,
      specs: [spec('Zip', 'Left', 'Right')],
      description:
        'A mummy bag comfortable down to 4 °C, with a draught collar, a hood and a compression sack that shrinks it to 6 litres.',
    },
    {
      name: 'Compact Binoculars 10x42',
      category: 'outdoors',
      price: 64,
      kind: 'binoculars',
      hue: 130,
      description:
        'Nitrogen-filled and waterproof, with multi-coated lenses for birdwatching at dawn. 690 g with a neck strap.',
    },
    {
      name: 'Waterproof Dry Bag 20 L',
      category: 'outdoors',
      price: 14.9,
      kind: 'dry-bag',
      hue: 50,
      specs: [spec('Color', 'Yellow', 'Blue', 'Orange')],
      description:
        'Roll the top three times and your clothes stay dry on kayaks and boats. Welded seams and a shoulder strap.',
    },
    {
      name: 'Telescopic Fishing Rod and Reel',
      category: 'outdoors',
      price: 38,
      kind: 'fishing-rod',
      hue: 210,
      description:
        'A 2.1 m carbon rod that collapses to 45 cm, with a spinning reel already spooled with line. For lakes and piers.',
    },
    {
      name: 'Camping Lantern 1000 lm',
      category: 'outdoors',
      price: 24,
      kind: 'lantern',
      hue: 35,
      description:
        'Lights the whole tent or the picnic table, hangs from a hook and charges your phone in an emergency.',
    },
    {
      name: 'Solar Camping Lantern',
      category: 'outdoors',
      price: 19,
      kind: 'lantern',
      hue: 60,
      description:
        'Charges in the sun during the day and gives soft light for eight hours. Collapses flat in the pack.',
    },
    {
      name: 'Deck Dry Bag 10 L',
      category: 'outdoors',
      price: 11.5,
      kind: 'dry-bag',
      hue: 0,
      description: 'A small roll-top bag for the phone, keys and snacks, with a clip for the kayak deck.',
    },
    {
      name: 'Trail Running Bottle 500 ml',
      category: 'outdoors',
      price: 12,
      kind: 'steel-bottle',
      hue: 330,
      description:
        'A single-wall steel bottle with a sport cap you open with your teeth, light for long runs.',
    },
    {
      name: 'Kids Bike Helmet',
      category: 'outdoors',
      price: 29,
      kind: 'bike-helmet',
      hue: 300,
      specs: [spec('Size', 'XS (48-52 cm)', 'S (52-56 cm)')],
      description:
        'A light helmet with a rear LED, a pinch-free buckle and reflective details for school rides.',
    },
    {
      name: 'Fleece Sleeping Bag Liner',
      category: 'outdoors',
      price: 21,
      kind: 'sleeping-bag',
      hue: 10,
      description:
        'Adds about 5 °C of warmth to any sleeping bag and keeps it clean. Works alone on hot summer nights.',
    },
  ],
};
