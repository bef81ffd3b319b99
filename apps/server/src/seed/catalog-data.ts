import type { CategoryKey, LimitPeriod } from '@storefront/shared';
import type { ProductSpec } from '../db/schema';

/** The demo catalog: believable items per category. */
export type ItemTemplate = {
  name: string;
  price: number;
  icon: string;
  virtual?: { period: LimitPeriod; count: number; cardPrefix: string };
};

export type CategoryTemplate = {
  key: CategoryKey;
  icon: string;
  /** Physical items come in these three editions; virtual items in one. */
  editions: [string, string, string];
  specs: ProductSpec[];
  pitch: string;
  items: ItemTemplate[];
};

export const CATEGORY_TEMPLATES: CategoryTemplate[] = [
  {
    key: 'computer',
    icon: 'device-laptop',
    editions: ['', 'Pro', 'Lite'],
    specs: [{ name: 'Color', values: ['Space Gray', 'Silver'] }],
    pitch: 'Built for long workdays, tested for compatibility with Windows, macOS and Linux.',
    items: [
      { name: 'UltraSlim 14" Laptop', price: 689, icon: 'device-laptop' },
      { name: 'Mechanical Keyboard 87-Key RGB', price: 59.9, icon: 'keyboard' },
      { name: 'Wireless Silent Mouse', price: 16.5, icon: 'mouse' },
      { name: '27" 2K IPS Monitor', price: 219, icon: 'device-desktop' },
      { name: 'USB-C 8-in-1 Docking Hub', price: 39.99, icon: 'usb' },
      { name: 'Noise-Cancelling Office Headset', price: 45, icon: 'headset' },
      { name: 'Portable 1TB SSD', price: 89, icon: 'device-sd-card' },
      { name: 'Full HD Webcam with Microphone', price: 32.5, icon: 'camera' },
      { name: 'Dual-Band Wi-Fi 6 Router', price: 74, icon: 'router' },
      { name: 'Aluminium Laptop Stand', price: 24.9, icon: 'device-laptop' },
      { name: 'Compact Laser Printer', price: 129, icon: 'printer' },
      {
        name: 'Office Suite 1-Year License Key',
        price: 49,
        icon: 'license',
        virtual: { period: 'month', count: 2, cardPrefix: 'OFC' },
      },
    ],
  },
  {
    key: 'electrical',
    icon: 'plug',
    editions: ['', 'Plus', 'Compact'],
    specs: [{ name: 'Plug', values: ['EU', 'UK', 'US'] }],
    pitch: 'Certified for safe use, with a two-year warranty and a multilingual manual.',
    items: [
      { name: 'Smart Air Fryer 5.5 L', price: 79, icon: 'cooker' },
      { name: 'Cordless Stick Vacuum', price: 149, icon: 'vacuum-cleaner' },
      { name: 'Electric Kettle 1.7 L', price: 27.5, icon: 'bottle' },
      { name: 'Ceramic Space Heater', price: 45.9, icon: 'flame' },
      { name: 'Smart LED Bulb 4-Pack', price: 22, icon: 'bulb' },
      { name: 'Wi-Fi Smart Plug', price: 11.9, icon: 'plug' },
      { name: 'Tower Fan with Remote', price: 59, icon: 'propeller' },
      { name: 'Steam Iron 2400 W', price: 34, icon: 'ironing-steam' },
      { name: 'Coffee Machine with Milk Frother', price: 189, icon: 'coffee' },
      { name: 'Electric Toothbrush Sonic', price: 39.5, icon: 'brush' },
      { name: 'Hair Dryer Ionic 1800 W', price: 29.9, icon: 'wind' },
      { name: 'Power Strip with USB Ports', price: 18.5, icon: 'plug-connected' },
    ],
  },
  {
    key: 'outdoors',
    icon: 'tent',
    editions: ['', 'Trail', 'Ultralight'],
    specs: [{ name: 'Color', values: ['Forest Green', 'Desert Sand', 'Black'] }],
    pitch: 'Light, weatherproof and made to be packed away in seconds.',
    items: [
      { name: 'Two-Person Dome Tent', price: 89, icon: 'tent' },
      { name: 'Hiking Backpack 40 L', price: 54, icon: 'backpack' },
      { name: 'Insulated Steel Bottle 750 ml', price: 19.9, icon: 'bottle' },
      { name: 'Folding Camping Chair', price: 29, icon: 'armchair' },
      { name: 'Rechargeable Head Torch', price: 17.5, icon: 'bulb' },
      { name: 'Trekking Poles (Pair)', price: 35, icon: 'trekking' },
      { name: 'Mountain Bike Helmet', price: 42, icon: 'helmet' },
      { name: 'Portable Gas Stove', price: 26.9, icon: 'flame' },
      { name: 'Sleeping Bag 3-Season', price: 49.5, icon: 'bed' },
      { name: 'Compact Binoculars 10x42', price: 64, icon: 'binoculars' },
      { name: 'Waterproof Dry Bag 20 L', price: 14.9, icon: 'bucket' },
      { name: 'Fishing Rod Telescopic', price: 38, icon: 'fish-hook' },
    ],
  },
  {
    key: 'family_life',
    icon: 'home-heart',
    editions: ['', 'Deluxe', 'Essential'],
    specs: [{ name: 'Color', values: ['White', 'Grey', 'Oak'] }],
    pitch: 'Thoughtful design for everyday home life, easy to clean and to assemble.',
    items: [
      { name: 'Non-Stick Cookware Set 8 Pieces', price: 69, icon: 'tools-kitchen-2' },
      { name: 'Memory Foam Pillow', price: 24.5, icon: 'bed' },
      { name: 'Bamboo Bath Towel Set', price: 29.9, icon: 'bath' },
      { name: 'Glass Food Containers 10-Pack', price: 27, icon: 'box' },
      { name: 'Scented Soy Candle Trio', price: 18, icon: 'candle' },
      { name: 'Cotton Bed Sheet Set Queen', price: 44, icon: 'bed' },
      { name: 'Wall Clock Silent Sweep', price: 21.5, icon: 'clock' },
      { name: 'Laundry Basket Foldable', price: 15.9, icon: 'basket' },
      { name: 'Indoor Plant Pot Set', price: 23, icon: 'plant-2' },
      { name: 'Kitchen Knife Block 6 Pieces', price: 55, icon: 'tools-kitchen' },
      { name: 'Blackout Curtains (2 Panels)', price: 36, icon: 'window' },
      { name: 'Photo Frame Collage', price: 19.5, icon: 'photo' },
    ],
  },
  {
    key: 'health',
    icon: 'heartbeat',
    editions: ['', 'Family Pack', 'Travel Size'],
    specs: [{ name: 'Pack', values: ['1 unit', '3 units'] }],
    pitch: 'Chosen with care, clearly labelled and sealed for your safety.',
    items: [
      { name: 'Digital Blood Pressure Monitor', price: 39.9, icon: 'heartbeat' },
      { name: 'Infrared Forehead Thermometer', price: 19.5, icon: 'temperature' },
      { name: 'Vitamin C 1000 mg (120 Tablets)', price: 14.9, icon: 'pill' },
      { name: 'Yoga Mat Non-Slip 6 mm', price: 24, icon: 'yoga' },
      { name: 'Smart Body Fat Scale', price: 29, icon: 'scale' },
      { name: 'Resistance Bands Set', price: 16.5, icon: 'barbell' },
      { name: 'First Aid Kit 120 Pieces', price: 22, icon: 'first-aid-kit' },
      { name: 'Massage Gun Deep Tissue', price: 69, icon: 'massage' },
      { name: 'Fitness Tracker Band', price: 34.9, icon: 'device-watch' },
      { name: 'Omega-3 Fish Oil Softgels', price: 18.9, icon: 'pill' },
      { name: 'Pulse Oximeter Fingertip', price: 17, icon: 'activity-heartbeat' },
      { name: 'Adjustable Dumbbells 10 kg', price: 59, icon: 'barbell' },
    ],
  },
  {
    key: 'mens_clothing',
    icon: 'shirt',
    editions: ['', 'Slim Fit', 'Relaxed Fit'],
    specs: [
      { name: 'Size', values: ['S', 'M', 'L', 'XL'] },
      { name: 'Color', values: ['Navy', 'Black', 'Olive'] },
    ],
    pitch: 'Breathable fabric, reinforced seams and a fit that keeps its shape wash after wash.',
    items: [
      { name: 'Oxford Button-Down Shirt', price: 32, icon: 'shirt' },
      { name: 'Stretch Chino Trousers', price: 39, icon: 'hanger' },
      { name: 'Merino Crew Neck Sweater', price: 58, icon: 'shirt-sport' },
      { name: 'Waterproof Rain Jacket', price: 79, icon: 'jacket' },
      { name: 'Classic Denim Jeans', price: 45, icon: 'hanger' },
      { name: 'Cotton Polo Shirt', price: 24.9, icon: 'shirt' },
      { name: 'Leather Belt Reversible', price: 21, icon: 'hanger-2' },
      { name: 'Running Shorts Quick-Dry', price: 18.5, icon: 'run' },
      { name: 'Down Puffer Vest', price: 64, icon: 'jacket' },
      { name: 'Linen Summer Shirt', price: 34.5, icon: 'shirt' },
      { name: 'Wool Blend Overcoat', price: 139, icon: 'jacket' },
      { name: 'Sports Hoodie Fleece', price: 36, icon: 'shirt-sport' },
    ],
  },
  {
    key: 'womens_clothing',
    icon: 'hanger-2',
    editions: ['', 'Premium', 'Petite'],
    specs: [
      { name: 'Size', values: ['XS', 'S', 'M', 'L'] },
      { name: 'Color', values: ['Ivory', 'Rose', 'Black'] },
    ],
    pitch: 'Soft, flowing materials and tailoring that flatters, from office to weekend.',
    items: [
      { name: 'Floral Midi Wrap Dress', price: 42, icon: 'hanger-2' },
      { name: 'High-Waist Yoga Leggings', price: 26, icon: 'yoga' },
      { name: 'Cashmere Blend Cardigan', price: 68, icon: 'shirt' },
      { name: 'Tailored Blazer', price: 74, icon: 'jacket' },
      { name: 'Silk Touch Blouse', price: 35, icon: 'shirt' },
      { name: 'Pleated Maxi Skirt', price: 38.5, icon: 'hanger' },
      { name: 'Trench Coat Classic', price: 119, icon: 'jacket' },
      { name: 'Knit Beanie and Scarf Set', price: 22, icon: 'hanger-2' },
      { name: 'Canvas Tote Bag', price: 19.9, icon: 'shopping-bag' },
      { name: 'Straight Leg Jeans', price: 47, icon: 'hanger' },
      { name: 'Summer Linen Jumpsuit', price: 55, icon: 'hanger-2' },
      { name: 'Cosy Lounge Set', price: 39, icon: 'shirt' },
    ],
  },
  {
    key: 'food',
    icon: 'apple',
    editions: ['', 'Gift Box', 'Family Size'],
    specs: [{ name: 'Weight', values: ['500 g', '1 kg'] }],
    pitch: 'Sourced from trusted growers, packed fresh and shipped in sealed packaging.',
    items: [
      { name: 'Single-Origin Coffee Beans', price: 16.9, icon: 'coffee' },
      { name: 'Jasmine Green Tea Leaves', price: 12.5, icon: 'cup' },
      { name: 'Raw Wildflower Honey', price: 14, icon: 'droplet' },
      { name: 'Mixed Nuts Roasted Unsalted', price: 11.9, icon: 'cookie' },
      { name: 'Extra Virgin Olive Oil 1 L', price: 18.5, icon: 'bottle' },
      { name: 'Dark Chocolate 85% Bars', price: 9.9, icon: 'candy' },
      { name: 'Dried Mango Slices', price: 8.5, icon: 'lemon' },
      { name: 'Organic Rolled Oats', price: 6.9, icon: 'grain' },
      { name: 'Premium Jasmine Rice 5 kg', price: 15.5, icon: 'bowl' },
      { name: 'Handmade Butter Cookies Tin', price: 13, icon: 'cookie' },
      { name: 'Spice Collection 12 Jars', price: 24, icon: 'salt' },
      {
        name: 'Coffee House E-Voucher $10',
        price: 10,
        icon: 'ticket',
        virtual: { period: 'day', count: 3, cardPrefix: 'CHV' },
      },
    ],
  },
  {
    key: 'mobile_phone',
    icon: 'device-mobile',
    editions: ['', 'Max', 'Mini'],
    specs: [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Color', values: ['Midnight', 'Starlight', 'Blue'] },
    ],
    pitch: 'Unlocked for all carriers, dual SIM, with a fast charger in the box.',
    items: [
      { name: 'Nova 12 Smartphone 6.5"', price: 399, icon: 'device-mobile' },
      { name: 'Fast Charger 65 W GaN', price: 29.9, icon: 'charging-pile' },
      { name: 'Wireless Earbuds ANC', price: 59, icon: 'headphones' },
      { name: 'Magnetic Power Bank 10000 mAh', price: 34, icon: 'battery-charging' },
      { name: 'Shockproof Phone Case', price: 12.9, icon: 'device-mobile' },
      { name: 'Tempered Glass Screen Protector 2-Pack', price: 8.9, icon: 'device-mobile' },
      { name: 'Smartwatch with GPS', price: 129, icon: 'device-watch' },
      { name: 'Car Phone Mount Magnetic', price: 15.5, icon: 'car' },
      { name: 'Selfie Stick Tripod Bluetooth', price: 19, icon: 'camera-selfie' },
      { name: 'Braided USB-C Cable 2 m', price: 9.5, icon: 'usb' },
      {
        name: 'Prepaid Data Card 10 GB',
        price: 15,
        icon: 'device-sim',
        virtual: { period: 'day', count: 2, cardPrefix: 'SIM' },
      },
      {
        name: 'Global eSIM 7-Day Travel Pass',
        price: 25,
        icon: 'world',
        virtual: { period: 'week', count: 2, cardPrefix: 'ESM' },
      },
    ],
  },
  {
    key: 'toys',
    icon: 'horse-toy',
    editions: ['', 'Collector', 'Starter'],
    specs: [{ name: 'Age', values: ['3+', '6+', '12+'] }],
    pitch: 'Safety tested, non-toxic materials and hours of imaginative play.',
    items: [
      { name: 'Building Blocks City Set 1200 Pieces', price: 49, icon: 'building-castle' },
      { name: 'Remote Control Racing Car', price: 39.9, icon: 'car' },
      { name: 'Wooden Rocking Horse', price: 69, icon: 'horse-toy' },
      { name: 'Plush Teddy Bear 40 cm', price: 19.5, icon: 'paw' },
      { name: 'Jigsaw Puzzle 1000 Pieces', price: 15, icon: 'puzzle' },
      { name: 'Kids Drawing Tablet', price: 22, icon: 'brush' },
      { name: 'Mini Drone with Camera', price: 79, icon: 'drone' },
      { name: 'Board Game Family Night', price: 29, icon: 'dice-5' },
      { name: 'Science Experiment Kit', price: 34.5, icon: 'flask' },
      { name: 'Handheld Game Console Retro', price: 45, icon: 'device-gamepad-2' },
      {
        name: 'Game Store Gift Card $25',
        price: 25,
        icon: 'gift-card',
        virtual: { period: 'month', count: 3, cardPrefix: 'GSC' },
      },
      {
        name: 'Game Store Gift Card $50',
        price: 50,
        icon: 'gift-card',
        virtual: { period: 'month', count: 2, cardPrefix: 'GSD' },
      },
    ],
  },
];

export const SHOP_TEMPLATES: { name: string; categories: CategoryKey[]; description: string }[] = [
  {
    name: 'Northwind Electronics',
    categories: ['computer', 'electrical'],
    description: 'Computers and smart devices, shipped from our own warehouse.',
  },
  {
    name: 'PixelPeak Digital',
    categories: ['computer', 'mobile_phone'],
    description: 'Digital gear, accessories and instant licence keys.',
  },
  {
    name: 'Atlas Mobile',
    categories: ['mobile_phone', 'electrical'],
    description: 'Unlocked phones, chargers and travel data.',
  },
  {
    name: 'Blue Harbor Outdoor',
    categories: ['outdoors', 'health'],
    description: 'Gear for trails, camps and the open sea.',
  },
  {
    name: 'Evergreen Health',
    categories: ['health', 'food'],
    description: 'Everyday health and wellness, carefully sourced.',
  },
  {
    name: 'Sakura Living',
    categories: ['family_life', 'electrical'],
    description: 'Calm, simple things for a comfortable home.',
  },
  {
    name: 'Nordic Hearth',
    categories: ['family_life', 'outdoors'],
    description: 'Scandinavian homeware and cabin essentials.',
  },
  {
    name: 'Urban Threads',
    categories: ['mens_clothing', 'womens_clothing'],
    description: 'City clothing with honest fabrics.',
  },
  {
    name: 'Coastline Apparel',
    categories: ['womens_clothing', 'mens_clothing'],
    description: 'Relaxed fashion for sunny days.',
  },
  {
    name: 'Golden Grain Foods',
    categories: ['food', 'family_life'],
    description: 'Pantry favourites from small producers.',
  },
  {
    name: 'Little Stars Toys',
    categories: ['toys', 'family_life'],
    description: 'Toys that grow with curious minds.',
  },
  {
    name: 'Arcade Corner',
    categories: ['toys', 'computer'],
    description: 'Games, consoles and digital gift cards.',
  },
];
