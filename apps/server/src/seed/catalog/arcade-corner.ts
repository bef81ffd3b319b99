import { spec, type ShopTemplate } from './types';

export const arcadeCorner: ShopTemplate = {
  name: 'Arcade Corner',
  description: 'Games, consoles, gaming gear and digital gift cards.',
  products: [
    {
      name: 'Handheld Game Console Retro',
      category: 'toys',
      price: 45,
      kind: 'handheld-console',
      hue: 280,
      specs: [spec('Color', 'Grape', 'Classic Grey')],
      description:
        'A 3.5-inch IPS screen, 8 hours of play and 400 built-in classic-style games. Plugs into a TV.',
    },
    {
      name: 'Wireless Game Controller',
      category: 'toys',
      price: 39,
      kind: 'gamepad',
      hue: 220,
      specs: [spec('Color', 'Black', 'White', 'Blue')],
      description:
        'Hall-effect sticks that never drift, rumble, and Bluetooth pairing with PCs, phones and consoles.',
    },
    {
      name: 'Mini Drone with Camera',
      category: 'toys',
      price: 79,
      kind: 'drone',
      hue: 0,
      description:
        'A foldable 249 g drone with a 2.7K camera, altitude hold and 20 minutes per battery. Ages 14+.',
    },
    {
      name: 'Strategy Board Game Castles',
      category: 'toys',
      price: 42,
      kind: 'board-game',
      hue: 210,
      description:
        'Build castles, trade stone and outwit your friends, for 2 to 4 players in 60 minutes. Ages 10+.',
    },
    {
      name: 'Racing Drift Car 1:16',
      category: 'toys',
      price: 49,
      kind: 'rc-car',
      hue: 200,
      description:
        'A remote control car with drift tyres, LED lights and two batteries for smooth floors and car parks. Ages 8+.',
    },
    {
      name: 'Game Store Gift Card $25',
      category: 'toys',
      price: 25,
      kind: 'gift-card',
      hue: 230,
      virtual: { period: 'month', count: 3, cardPrefix: 'GSC' },
      description:
        'Credit for games, add-ons and subscriptions in the game store. The card number and PIN appear in your order.',
    },
    {
      name: 'Game Store Gift Card $50',
      category: 'toys',
      price: 50,
      kind: 'gift-card',
      hue: 280,
      virtual: { period: 'month', count: 2, cardPrefix: 'GSD' },
      description:
        'Credit for games, add-ons and subscriptions in the game store. The card number and PIN appear in your order.',
    },
    {
      name: 'Streaming Music Gift Card 3 Months',
      category: 'toys',
      price: 30,
      kind: 'gift-card',
      hue: 140,
      virtual: { period: 'month', count: 2, cardPrefix: 'MUS' },
      description:
        'Three months of ad-free music for a new or existing account, redeemed with the code in your order.',
    },
    {
      name: 'RGB Gaming Mouse',
      category: 'computer',
      price: 29,
      kind: 'mouse',
      hue: 290,
      description: 'A 26,000 DPI sensor, six programmable buttons and a 63 g honeycomb shell for fast games.',
    },
    {
      name: 'Gaming Keyboard 60% RGB',
      category: 'computer',
      price: 55,
      kind: 'keyboard',
      hue: 300,
      specs: [spec('Switches', 'Red (linear)', 'Brown (tactile)')],
      description: 'A compact 61-key board with per-key RGB, a detachable cable and double-shot keycaps.',
    },
    {
      name: 'Gaming Headset 7.1',
      category: 'computer',
      price: 49,
      kind: 'headset',
      hue: 120,
      description: 'Virtual surround to hear footsteps, a flip-to-mute microphone and cooling gel cushions.',
    },
    {
      name: '27" 165 Hz Gaming Monitor',
      category: 'computer',
      price: 249,
      kind: 'monitor',
      hue: 280,
      description:
        'A 2K fast IPS panel with 1 ms response and adaptive sync, for smooth motion in fast games.',
    },
  ],
};
