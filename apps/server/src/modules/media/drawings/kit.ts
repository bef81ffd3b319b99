/**
 * The shared vocabulary of the product drawings: a palette made from one hue, and small shape helpers.
 *
 * Every drawing is a function of a palette that returns SVG elements for a 400 x 400 canvas. The object
 * stands on an invisible floor at y = 330, centred on x = 200, and fits inside x 50..350, y 50..330.
 * The frame around it (background and floor shadow) is drawn by `art.ts`, never by the drawing.
 * Style: flat vector illustration, filled shapes without outlines, light from the top left (lit faces in
 * `light`/`main`, shaded faces in `dark`/`deep`), soft white highlights; no text, no brand marks.
 */
export type Palette = {
  hue: number;
  /** The product's own colour, from lightest to darkest. */
  light: string;
  main: string;
  dark: string;
  deep: string;
  /** A contrasting colour for details (buttons, labels, stitching). */
  accent: string;
  accentDark: string;
  /** Neutrals shared by every drawing. */
  white: string;
  paper: string;
  metal: string;
  metalDark: string;
  plastic: string;
  plasticDark: string;
  glass: string;
  wood: string;
  woodDark: string;
  ink: string;
  screen: string;
  highlight: string;
};

export type Drawing = (palette: Palette) => string;

export function paletteOf(hue: number): Palette {
  const accentHue = (hue + 150) % 360;
  return {
    hue,
    light: `hsl(${hue} 70% 78%)`,
    main: `hsl(${hue} 62% 58%)`,
    dark: `hsl(${hue} 55% 42%)`,
    deep: `hsl(${hue} 50% 28%)`,
    accent: `hsl(${accentHue} 70% 55%)`,
    accentDark: `hsl(${accentHue} 60% 38%)`,
    white: '#ffffff',
    paper: '#f6f3ee',
    metal: '#c9ced6',
    metalDark: '#8e96a3',
    plastic: '#2f3440',
    plasticDark: '#1d2029',
    glass: 'rgba(190, 225, 245, 0.55)',
    wood: '#c8915a',
    woodDark: '#9a6637',
    ink: '#2a2d34',
    screen: '#1f2a44',
    highlight: 'rgba(255, 255, 255, 0.55)',
  };
}

const attrs = (extra: Record<string, string | number | undefined>) =>
  Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');

/** A rectangle with rounded corners. */
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  radius = 0,
  extra = {},
) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${attrs(extra)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = {}) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = {}) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;

/** A filled path; `d` is plain SVG path data. */
export const path = (d: string, fill: string, extra = {}) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** A stroked line or open path, for cords, handles, seams and straps. */
export const line = (d: string, stroke: string, width: number, extra = {}) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;

export const polygon = (points: [number, number][], fill: string, extra = {}) =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

/** Groups elements, optionally moved, scaled or rotated: `group(shapes, 'rotate(-8 200 200)')`. */
export const group = (content: string, transform?: string, extra = {}) =>
  `<g${attrs({ transform, ...extra })}>${content}</g>`;
