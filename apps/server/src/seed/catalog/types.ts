import type { CategoryKey, LimitPeriod } from '@storefront/shared';
import type { ProductSpec } from '../../db/schema';

/** One product of the demo catalogue, written for that product. */
export type ProductTemplate = {
  name: string;
  category: CategoryKey;
  /** In dollars; the seed turns it into cents. */
  price: number;
  /** The drawing its pictures show (a key of `modules/media/drawings`). */
  kind: string;
  /** The hue (0-359) of its pictures, usually the colour of its first option. */
  hue: number;
  specs?: ProductSpec[];
  description: string;
  /** A product delivered as a card number and password, bought a limited number of times per period. */
  virtual?: { period: LimitPeriod; count: number; cardPrefix: string };
};

export type ShopTemplate = { name: string; description: string; products: ProductTemplate[] };

export const spec = (name: string, ...values: string[]): ProductSpec => ({ name, values });
