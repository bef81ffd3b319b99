import type { CategoryKey } from '@storefront/shared';

/** The Tabler icon of each category tile on Home. */
export const CATEGORY_ICONS: Record<CategoryKey, string> = {
  computer: 'device-laptop',
  electrical: 'plug',
  outdoors: 'tent',
  family_life: 'home-heart',
  health: 'heartbeat',
  mens_clothing: 'shirt',
  womens_clothing: 'hanger-2',
  food: 'apple',
  mobile_phone: 'device-mobile',
  toys: 'horse-toy',
};
