import { arcadeCorner } from './arcade-corner';
import { atlasMobile } from './atlas-mobile';
import { blueHarborOutdoor } from './blue-harbor-outdoor';
import { coastlineApparel } from './coastline-apparel';
import { evergreenHealth } from './evergreen-health';
import { goldenGrainFoods } from './golden-grain-foods';
import { littleStarsToys } from './little-stars-toys';
import { nordicHearth } from './nordic-hearth';
import { northwindElectronics } from './northwind-electronics';
import { pixelpeakDigital } from './pixelpeak-digital';
import { sakuraLiving } from './sakura-living';
import type { ShopTemplate } from './types';
import { urbanThreads } from './urban-threads';

export { CATEGORY_ICONS } from './categories';
export type { ProductTemplate, ShopTemplate } from './types';

/** The demo shops in the order they are created (shop 1 is Northwind Electronics), each with its products. */
export const DEMO_SHOPS: readonly ShopTemplate[] = [
  northwindElectronics,
  pixelpeakDigital,
  atlasMobile,
  blueHarborOutdoor,
  evergreenHealth,
  sakuraLiving,
  nordicHearth,
  urbanThreads,
  coastlineApparel,
  goldenGrainFoods,
  littleStarsToys,
  arcadeCorner,
];

export const DEMO_PRODUCT_COUNT = DEMO_SHOPS.reduce((sum, shop) => sum + shop.products.length, 0);
