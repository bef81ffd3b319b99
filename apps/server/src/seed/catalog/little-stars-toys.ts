import { spec, type ShopTemplate } from './types';

export const littleStarsToys: ShopTemplate = {
  name: 'Little Stars Toys',
  description: 'Toys that grow with curious minds, from the first cuddle to the first experiment.',
  products: [
    {
      name: 'Building Blocks City Set 1200 Pieces',
      category: 'toys',
      price: 49,
      kind: 'building-blocks',
      hue: 0,
      description:
        'Build a fire station, a bakery and a tram, then mix them into your own city. Compatible with the big brands. Ages 6+.',
    },
    {
      name: 'Big Bricks Starter Box 80 Pieces',
      category: 'toys',
      price: 24,
      kind: 'building-blocks',
      hue: 200,
      description:
        'Large soft-edged bricks for small hands, with wheels and windows to build a first car or house. Ages 18 months+.',
    },
    {
      name: 'Wooden Rocking Horse',
      category: 'toys',
      price: 69,
      kind: 'rocking-horse',
      hue: 30,
      description:
        'Solid beech with a plush mane, wooden handles and a seat belt. Low and steady for ages 1 to 4.',
    },
    {
      name: 'Plush Teddy Bear 40 cm',
      category: 'toys',
      price: 19.5,
      kind: 'teddy-bear',
      hue: 350,
      specs: [spec('Ribbon', 'Red', 'Blue')],
      description:
        'Extra-soft plush with embroidered eyes that cannot come loose, washable at 30 °C. From birth.',
    },
    {
      name: 'Giant Teddy Bear 80 cm',
      category: 'toys',
      price: 45,
      kind: 'teddy-bear',
      hue: 210,
      description: 'A huggable bear as big as a toddler, the kind of present that is remembered for years.',
    },
    {
      name: 'Jigsaw Puzzle 1000 Pieces World Map',
      category: 'toys',
      price: 15,
      kind: 'jigsaw-puzzle',
      hue: 190,
      description:
        'Thick, snug-fitting pieces with a matte finish and a poster of the picture. 68 x 48 cm finished. Ages 12+.',
    },
    {
      name: 'First Puzzles 4-in-1 Farm',
      category: 'toys',
      price: 11,
      kind: 'jigsaw-puzzle',
      hue: 100,
      description:
        'Four chunky puzzles of 4, 6, 9 and 12 pieces with farm animals, to build up skills step by step. Ages 2+.',
    },
    {
      name: 'Magnetic Drawing Board',
      category: 'toys',
      price: 22,
      kind: 'drawing-board',
      hue: 320,
      description:
        'Draw, slide to erase, draw again: no ink, no mess, four stamps and a pen on a string. Ages 3+.',
    },
    {
      name: 'Science Experiment Kit 60 Experiments',
      category: 'toys',
      price: 34.5,
      kind: 'science-kit',
      hue: 150,
      description:
        'Grow crystals, make a volcano erupt and test acids with safe ingredients and an illustrated guide. Ages 8+.',
    },
    {
      name: 'Programmable Robot Kit',
      category: 'toys',
      price: 59,
      kind: 'toy-robot',
      hue: 200,
      description:
        'Build the robot, then program it with coloured blocks on a tablet to dance, follow lines and avoid walls. Ages 8+.',
    },
    {
      name: 'Walking Toy Robot',
      category: 'toys',
      price: 26,
      kind: 'toy-robot',
      hue: 0,
      description: 'A robot that walks, lights up its eyes and answers claps with a dance. Ages 3+.',
    },
    {
      name: 'Soft Rag Doll 35 cm',
      category: 'toys',
      price: 21,
      kind: 'doll',
      hue: 340,
      specs: [spec('Dress', 'Rose', 'Mint')],
      description:
        'A cotton doll with yarn hair and a removable dress, sewn to survive being carried everywhere. From birth.',
    },
    {
      name: 'Junior Football Size 4',
      category: 'toys',
      price: 14,
      kind: 'football',
      hue: 210,
      description:
        'A machine-stitched ball, lighter than an adult ball, for kicking about in the park. Ages 8 to 12.',
    },
    {
      name: 'Remote Control Monster Truck',
      category: 'toys',
      price: 39.9,
      kind: 'rc-car',
      hue: 10,
      description:
        'Big shock-absorbing tyres for grass and gravel, 20 km/h and a rechargeable battery for 25 minutes. Ages 6+.',
    },
    {
      name: 'Family Board Game Night',
      category: 'toys',
      price: 29,
      kind: 'board-game',
      hue: 45,
      description:
        'A race across a fold-out board with dice, trades and surprise cards, for 2 to 6 players in 45 minutes. Ages 7+.',
    },
    {
      name: 'Wooden Stacking Blocks 50 Pieces',
      category: 'toys',
      price: 27,
      kind: 'building-blocks',
      hue: 60,
      description:
        'Smooth beech blocks in seven shapes and soft colours, painted with water-based paint. Ages 1+.',
    },
  ],
};
