import { spec, type ShopTemplate } from './types';

export const pixelpeakDigital: ShopTemplate = {
  name: 'PixelPeak Digital',
  description: 'Desk gear for work and study, storage, and software licence keys delivered at once.',
  products: [
    {
      name: 'Pocket Portable SSD',
      category: 'computer',
      price: 89,
      kind: 'portable-ssd',
      hue: 220,
      specs: [spec('Capacity', '1 TB', '2 TB')],
      description:
        'Reads at 1050 MB/s over USB-C, survives a 2 m drop and fits in a coin pocket. Works with Windows, macOS, Android and game consoles.',
    },
    {
      name: 'Rugged Portable SSD 2TB',
      category: 'computer',
      price: 159,
      kind: 'portable-ssd',
      hue: 25,
      description:
        'IP65 dust and water resistance, a rubber shell and hardware encryption with a password. For photographers on location.',
    },
    {
      name: 'Noise-Cancelling Office Headset',
      category: 'computer',
      price: 45,
      kind: 'headset',
      hue: 230,
      specs: [spec('Connection', 'USB-A', 'USB-C')],
      description:
        'A boom microphone that filters keyboard noise, soft protein-leather cushions and an in-line mute button. Certified for the common meeting apps.',
    },
    {
      name: 'Studio Monitor Headphones',
      category: 'computer',
      price: 79,
      kind: 'headset',
      hue: 0,
      description:
        'Closed-back headphones with 40 mm drivers and a flat, honest sound for mixing and editing. Coiled and straight cables included.',
    },
    {
      name: 'Bluetooth Desk Speaker Pair',
      category: 'computer',
      price: 69,
      kind: 'desk-speaker',
      hue: 30,
      specs: [spec('Finish', 'Walnut', 'Black')],
      description:
        'Two 20 W bookshelf speakers for the desk with Bluetooth 5.3, an optical input and a bass knob on the back.',
    },
    {
      name: '4K Streaming Webcam',
      category: 'computer',
      price: 89,
      kind: 'webcam',
      hue: 250,
      description:
        'A Sony sensor, autofocus that follows your face and HDR for backlit rooms. Records 4K at 30 fps or 1080p at 60 fps.',
    },
    {
      name: 'Wireless Ergonomic Mouse',
      category: 'computer',
      price: 34.9,
      kind: 'mouse',
      hue: 160,
      specs: [spec('Hand', 'Right', 'Left')],
      description:
        'A sculpted shape that rests the hand at a natural angle, a quiet scroll wheel and pairing with three devices at once.',
    },
    {
      name: 'Low-Profile Wireless Keyboard',
      category: 'computer',
      price: 49,
      kind: 'keyboard',
      hue: 200,
      specs: [spec('Layout', 'US', 'UK', 'FR', 'DE')],
      description:
        'Scissor keys as quiet as a laptop, a number pad and easy switching between a computer, a tablet and a phone.',
    },
    {
      name: 'Office Suite 1-Year License Key',
      category: 'computer',
      price: 49,
      kind: 'software-key',
      hue: 20,
      virtual: { period: 'month', count: 2, cardPrefix: 'OFC' },
      description:
        'Word processing, spreadsheets, slides and 1 TB of cloud storage for one person for twelve months. The key arrives in your order the moment you pay.',
    },
    {
      name: 'Antivirus 3-Device License Key',
      category: 'computer',
      price: 29,
      kind: 'software-key',
      hue: 140,
      virtual: { period: 'month', count: 2, cardPrefix: 'AVS' },
      description:
        'Real-time protection, a password manager and safe browsing for three computers or phones for one year. Delivered as a key in your order.',
    },
    {
      name: 'Photo Editor Lifetime License Key',
      category: 'computer',
      price: 59,
      kind: 'software-key',
      hue: 280,
      virtual: { period: 'month', count: 1, cardPrefix: 'PHE' },
      description:
        'Layers, RAW development and one-click sky replacement, yours to keep with free updates for the current version.',
    },
    {
      name: 'Graphics Drawing Tablet',
      category: 'computer',
      price: 64,
      kind: 'tablet',
      hue: 230,
      description:
        'A 10 x 6 inch active area with a battery-free pen and 8192 pressure levels, for drawing, retouching and signing documents.',
    },
  ],
};
