import { spec, type ShopTemplate } from './types';

export const northwindElectronics: ShopTemplate = {
  name: 'Northwind Electronics',
  description: 'Laptops, monitors and small home electronics, shipped from our own warehouse.',
  products: [
    {
      name: 'UltraSlim 14" Laptop',
      category: 'computer',
      price: 689,
      kind: 'laptop',
      hue: 215,
      specs: [spec('Memory', '16 GB', '32 GB'), spec('Color', 'Space Gray', 'Silver')],
      description:
        'A 1.3 kg aluminium laptop with a 14-inch 2.2K screen, an 8-core processor and a 512 GB SSD. The battery lasts a working day and charges over USB-C.',
    },
    {
      name: 'Creator 16" Laptop',
      category: 'computer',
      price: 1149,
      kind: 'laptop',
      hue: 260,
      specs: [spec('Memory', '32 GB', '64 GB'), spec('Storage', '1 TB', '2 TB')],
      description:
        'A 16-inch 120 Hz screen covering the full DCI-P3 colour range, a dedicated graphics card and a cooling system that stays quiet while exporting video.',
    },
    {
      name: '27" 2K IPS Monitor',
      category: 'computer',
      price: 219,
      kind: 'monitor',
      hue: 205,
      specs: [spec('Stand', 'Tilt only', 'Height-adjustable')],
      description:
        'A 2560 x 1440 IPS panel at 75 Hz with thin bezels on three sides, HDMI and DisplayPort inputs and a VESA mount for arms.',
    },
    {
      name: '24" Full HD Office Monitor',
      category: 'computer',
      price: 129,
      kind: 'monitor',
      hue: 190,
      description:
        'A flicker-free 1080p screen with a low blue-light mode for long days of spreadsheets and video calls. HDMI and VGA inputs, cable included.',
    },
    {
      name: 'Mechanical Keyboard 87-Key',
      category: 'computer',
      price: 59.9,
      kind: 'keyboard',
      hue: 25,
      specs: [
        spec('Switches', 'Red (linear)', 'Brown (tactile)', 'Blue (clicky)'),
        spec('Layout', 'US', 'UK', 'DE'),
      ],
      description:
        'A tenkeyless keyboard with hot-swappable switches, PBT keycaps and white backlight. Detachable USB-C cable and two-step feet.',
    },
    {
      name: 'Wireless Silent Mouse',
      category: 'computer',
      price: 16.5,
      kind: 'mouse',
      hue: 220,
      specs: [spec('Color', 'Graphite', 'White', 'Rose')],
      description:
        'Quiet clicks for shared offices, a 2.4 GHz receiver that stores inside the mouse and an AA battery that lasts up to 18 months.',
    },
    {
      name: 'USB-C 8-in-1 Docking Hub',
      category: 'computer',
      price: 39.99,
      kind: 'usb-hub',
      hue: 210,
      description:
        'Adds 4K HDMI, two USB-A ports, SD and microSD readers, gigabit Ethernet and 100 W pass-through charging to any USB-C laptop.',
    },
    {
      name: 'Compact Laser Printer',
      category: 'computer',
      price: 129,
      kind: 'printer',
      hue: 0,
      description:
        'Black-and-white laser printing at 22 pages a minute, automatic two-sided printing and Wi-Fi printing from phones. Starter toner for 700 pages.',
    },
    {
      name: 'Dual-Band Wi-Fi 6 Router',
      category: 'computer',
      price: 74,
      kind: 'router',
      hue: 230,
      description:
        'Wi-Fi 6 at up to 3 Gbps over two bands, four gigabit ports and a guest network you set up from the phone app in five minutes.',
    },
    {
      name: 'Full HD Webcam with Microphone',
      category: 'computer',
      price: 32.5,
      kind: 'webcam',
      hue: 200,
      description:
        'A 1080p camera with automatic light correction, two noise-reducing microphones and a privacy shutter. Clips onto any screen.',
    },
    {
      name: 'Cordless Stick Vacuum',
      category: 'electrical',
      price: 149,
      kind: 'stick-vacuum',
      hue: 280,
      description:
        'A 2.2 kg vacuum with 40 minutes of run time, a motorised brush for carpets and a crevice tool. It converts into a handheld for the car and the stairs.',
    },
    {
      name: 'Smart LED Bulb 4-Pack',
      category: 'electrical',
      price: 22,
      kind: 'light-bulb',
      hue: 45,
      specs: [spec('Fitting', 'E27', 'B22', 'E14')],
      description:
        'Four 9 W bulbs that dim and change from warm to cool white or any colour, on a schedule or by voice. No hub needed, just your Wi-Fi.',
    },
    {
      name: 'Filament LED Bulb 6-Pack',
      category: 'electrical',
      price: 17.9,
      kind: 'light-bulb',
      hue: 35,
      specs: [spec('Fitting', 'E27', 'B22')],
      description:
        'Clear glass bulbs with a warm 2700 K glow and the look of a classic filament, using 6 W each instead of 60 W.',
    },
    {
      name: 'Wi-Fi Smart Plug 2-Pack',
      category: 'electrical',
      price: 19.9,
      kind: 'smart-plug',
      hue: 150,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Switch lamps and heaters on a timer or from anywhere, and see how much energy each one uses. Rated 16 A.',
    },
    {
      name: 'Ceramic Space Heater 2000 W',
      category: 'electrical',
      price: 45.9,
      kind: 'space-heater',
      hue: 10,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Warms a small room in minutes with two heat settings and a thermostat. Switches off when tipped over or too hot.',
    },
    {
      name: 'Tower Fan with Remote',
      category: 'electrical',
      price: 59,
      kind: 'tower-fan',
      hue: 195,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'A 105 cm oscillating fan with three speeds, a sleep mode that dims the display and an 8-hour timer.',
    },
    {
      name: 'Sonic Electric Toothbrush',
      category: 'electrical',
      price: 39.5,
      kind: 'electric-toothbrush',
      hue: 190,
      specs: [spec('Color', 'White', 'Black', 'Pink')],
      description:
        'Five cleaning modes, a two-minute timer with 30-second pulses and a charge that lasts four weeks. Two brush heads included.',
    },
    {
      name: 'Ionic Hair Dryer 1800 W',
      category: 'electrical',
      price: 29.9,
      kind: 'hair-dryer',
      hue: 330,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'Three heat and two speed settings, a cool shot and a concentrator nozzle. Folds in half for the suitcase.',
    },
    {
      name: 'Steam Iron 2400 W',
      category: 'electrical',
      price: 34,
      kind: 'steam-iron',
      hue: 265,
      specs: [spec('Plug', 'EU', 'UK', 'US')],
      description:
        'A ceramic soleplate, a 300 ml tank and a steam burst for creases in linen and denim. Anti-drip and self-cleaning.',
    },
    {
      name: 'Travel Hair Dryer 1200 W',
      category: 'electrical',
      price: 19.5,
      kind: 'hair-dryer',
      hue: 175,
      description:
        'A folding 450 g dryer that switches between 110 V and 230 V, so it works in hotels on any continent. Pouch included.',
    },
  ],
};
