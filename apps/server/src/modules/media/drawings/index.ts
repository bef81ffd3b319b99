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
