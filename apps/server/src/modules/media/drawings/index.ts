import { applianceDrawings } from './appliances';
import { clothingDrawings } from './clothing';
import { computerDrawings } from './computers';
import { foodDrawings } from './food';
import { healthDrawings } from './health';
import { homeDrawings } from './home';
import type { Drawing } from './kit';
import { mobileDrawings } from './mobile';
import { outdoorDrawings } from './outdoors';
import { toyDrawings } from './toys';

/** Every product drawing by its kind, the name product pictures use in `/media/art/:kind/...`. */
export const DRAWINGS: Readonly<Record<string, Drawing>> = {
  ...computerDrawings,
  ...mobileDrawings,
  ...applianceDrawings,
  ...homeDrawings,
  ...outdoorDrawings,
  ...healthDrawings,
  ...clothingDrawings,
  ...foodDrawings,
  ...toyDrawings,
};

export const DRAWING_GROUPS = {
  computers: computerDrawings,
  mobile: mobileDrawings,
  appliances: applianceDrawings,
  home: homeDrawings,
  outdoors: outdoorDrawings,
  health: healthDrawings,
  clothing: clothingDrawings,
  food: foodDrawings,
  toys: toyDrawings,
} as const;

/**
 * The Tabler icon that stands in for a kind of product not drawn yet. A kind leaves this list when its
 * drawing lands; the seed test checks that every demo product has one or the other.
 */
export const STAND_IN_ICONS: Readonly<Record<string, string>> = {
  'blood-pressure-monitor': 'heartbeat',
  thermometer: 'temperature',
  'supplement-bottle': 'pill',
  'yoga-mat': 'yoga',
  'bathroom-scale': 'scale',
  'resistance-bands': 'barbell',
  'first-aid-kit': 'first-aid-kit',
  'massage-gun': 'massage',
  dumbbell: 'barbell',
  'pulse-oximeter': 'activity-heartbeat',
  'fitness-band': 'device-watch-stats',
  'protein-tub': 'milk',
};
