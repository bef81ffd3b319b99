import { spec, type ShopTemplate } from './types';

export const atlasMobile: ShopTemplate = {
  name: 'Atlas Mobile',
  description: 'Unlocked phones, everything that charges them, and data for the road.',
  products: [
    {
      name: 'Nova 12 Smartphone 6.5"',
      category: 'mobile_phone',
      price: 399,
      kind: 'smartphone',
      hue: 225,
      specs: [spec('Storage', '128 GB', '256 GB'), spec('Color', 'Midnight', 'Starlight', 'Ocean Blue')],
      description:
        'A 6.5-inch 120 Hz OLED screen, a 50 MP main camera with night mode and a 5000 mAh battery. Unlocked, dual SIM, with five years of security updates.',
    },
    {
      name: 'Nova 12 Mini Smartphone 5.8"',
      category: 'mobile_phone',
      price: 329,
      kind: 'smartphone',
      hue: 340,
      specs: [spec('Storage', '128 GB', '256 GB'), spec('Color', 'Coral', 'Midnight')],
      description:
        'The Nova 12 camera and processor in a phone you can use with one hand: 146 g, 5.8-inch screen, IP68 water resistance.',
    },
    {
      name: 'Vista 11" Tablet',
      category: 'mobile_phone',
      price: 279,
      kind: 'tablet',
      hue: 210,
      specs: [spec('Connectivity', 'Wi-Fi', 'Wi-Fi + 5G')],
      description:
        'An 11-inch 2K screen, four speakers and split-screen apps for study, films and sketches. Up to 14 hours of video.',
    },
    {
      name: 'Fast Charger 65 W GaN',
      category: 'mobile_phone',
      price: 29.9,
      kind: 'charger',
      hue: 0,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Charges a laptop, a tablet and a phone together from one small brick with two USB-C ports and one USB-A.',
    },
    {
      name: 'Dual USB-C Charger 35 W',
      category: 'mobile_phone',
      price: 19.5,
      kind: 'charger',
      hue: 200,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description: 'Two phones at full speed at once, with folding prongs so it slips into any pocket.',
    },
    {
      name: 'Wireless Earbuds ANC',
      category: 'mobile_phone',
      price: 59,
      kind: 'earbuds',
      hue: 210,
      specs: [spec('Color', 'White', 'Black')],
      description:
        'Active noise cancelling, a transparency mode and 30 hours of listening with the case. IPX4 for runs in the rain.',
    },
    {
      name: 'Sport Earbuds with Ear Hooks',
      category: 'mobile_phone',
      price: 39,
      kind: 'earbuds',
      hue: 120,
      specs: [spec('Color', 'Lime', 'Black')],
      description:
        'Hooks that keep them in place through sprints and push-ups, sweatproof, with 9 hours per charge.',
    },
    {
      name: 'Magnetic Power Bank 10000 mAh',
      category: 'mobile_phone',
      price: 34,
      kind: 'power-bank',
      hue: 260,
      specs: [spec('Color', 'Lavender', 'Graphite')],
      description:
        'Snaps onto the back of the phone and charges it wirelessly, or over USB-C at 20 W. Shows the remaining charge in per cent.',
    },
    {
      name: 'Slim Power Bank 20000 mAh',
      category: 'mobile_phone',
      price: 29,
      kind: 'power-bank',
      hue: 200,
      description: 'Four full phone charges in a 1.6 cm body, allowed in cabin baggage on every airline.',
    },
    {
      name: 'Shockproof Phone Case',
      category: 'mobile_phone',
      price: 12.9,
      kind: 'phone-case',
      hue: 350,
      specs: [spec('Model', 'Nova 12', 'Nova 12 Mini'), spec('Color', 'Clear', 'Black', 'Rose')],
      description:
        'Air-cushioned corners tested to 3 m drops, a raised rim around the camera and grip on the sides.',
    },
    {
      name: 'Leather Folio Phone Case',
      category: 'mobile_phone',
      price: 24,
      kind: 'phone-case',
      hue: 25,
      specs: [spec('Model', 'Nova 12', 'Nova 12 Mini')],
      description:
        'A cover that folds into a stand, with three card slots and a magnetic clasp. Ages into a soft patina.',
    },
    {
      name: 'Smartwatch with GPS',
      category: 'mobile_phone',
      price: 129,
      kind: 'smartwatch',
      hue: 220,
      specs: [spec('Size', '41 mm', '45 mm'), spec('Strap', 'Black', 'Sand', 'Sage')],
      description:
        'Built-in GPS for runs without the phone, heart-rate and sleep tracking, notifications and 10 days per charge.',
    },
    {
      name: 'Braided USB-C Cable 2 m',
      category: 'mobile_phone',
      price: 9.5,
      kind: 'usb-cable',
      hue: 10,
      specs: [spec('Color', 'Red', 'Grey')],
      description:
        'Nylon braiding tested for 30,000 bends, 100 W charging and 480 Mbps data. Velcro tie included.',
    },
    {
      name: 'USB-C to Lightning Cable 1 m',
      category: 'mobile_phone',
      price: 11,
      kind: 'usb-cable',
      hue: 0,
      description: 'Certified for fast charging older phones from a USB-C charger or laptop.',
    },
    {
      name: 'Prepaid Data Card 10 GB',
      category: 'mobile_phone',
      price: 15,
      kind: 'sim-card',
      hue: 200,
      virtual: { period: 'day', count: 2, cardPrefix: 'SIM' },
      description:
        '10 GB of 4G/5G data valid for 30 days. The top-up number and PIN arrive in your order as soon as you pay.',
    },
    {
      name: 'Global eSIM 7-Day Travel Pass',
      category: 'mobile_phone',
      price: 25,
      kind: 'sim-card',
      hue: 160,
      virtual: { period: 'week', count: 2, cardPrefix: 'ESM' },
      description:
        '5 GB of data in 120 countries for seven days from the first connection. Install it with the activation code from your order.',
    },
    {
      name: 'Nova 11 Smartphone, Refurbished',
      category: 'mobile_phone',
      price: 219,
      kind: 'smartphone',
      hue: 150,
      specs: [spec('Storage', '128 GB')],
      description:
        'Last year’s Nova, checked in 40 points, with a new battery, no marks on the screen and a one-year warranty.',
    },
    {
      name: 'Kids Smartwatch with Calls',
      category: 'mobile_phone',
      price: 59,
      kind: 'smartwatch',
      hue: 320,
      specs: [spec('Color', 'Pink', 'Blue')],
      description:
        'Calls to up to ten numbers the parents choose, location sharing and a school mode that mutes games during lessons.',
    },
    {
      name: 'Fitness Band with Heart Rate',
      category: 'mobile_phone',
      price: 29.9,
      kind: 'fitness-band',
      hue: 180,
      description:
        'Steps, heart rate, sleep and 14 days per charge, in a 24 g band that is easy to forget you wear.',
    },
    {
      name: 'Keyring Power Bank 5000 mAh',
      category: 'mobile_phone',
      price: 16,
      kind: 'power-bank',
      hue: 40,
      description: 'A built-in USB-C plug and a keyring loop: one full phone charge that is always with you.',
    },
  ],
};
