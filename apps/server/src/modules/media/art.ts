import { readFileSync } from 'node:fs';
import { iconNodesFile } from '../../paths';
import { DRAWINGS } from './drawings';
import { paletteOf } from './drawings/kit';

/**
 * Product pictures, shop logos and banners drawn by the project itself. A product picture is the drawing of
 * its kind (`drawings/`) in the product's hue; category icons and any other name fall back to a Tabler icon
 * on a gradient. SVG keeps them small and sharp on any screen, and nothing is downloaded.
 */

/** A Tabler icon as the elements it is drawn with: `[tag, attributes]` each. */
type IconNodes = [string, Record<string, string>][];
let iconNodes: Record<string, IconNodes> | undefined;

/** The icon's SVG elements, or null for a name Tabler has no outline icon of. Read once, when first asked. */
function iconBody(name: string): string | null {
  iconNodes ??= JSON.parse(readFileSync(iconNodesFile, 'utf8')) as Record<string, IconNodes>;
  const nodes = Object.hasOwn(iconNodes, name) ? iconNodes[name] : undefined;
  if (!nodes) return null;
  return nodes
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([key, value]) => `${key}="${value}"`);
      return `<${tag} ${written.join(' ')}/>`;
    })
    .join('');
}

const gradient = (hue: number) => `
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 92%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 78%)"/>
    </linearGradient>
  </defs>`;

/** The three pictures of a product: on a light backdrop, in a darker setting, and a closer look. */
export const PICTURE_VIEWS = [1, 2, 3] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];

const backdrops: Record<PictureView, (hue: number) => string> = {
  1: (hue) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 35% 97%)"/>
      <stop offset="1" stop-color="hsl(${hue} 30% 90%)"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>`,
  2: (hue) => `
  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.42" r="0.7">
      <stop offset="0" stop-color="hsl(${(hue + 200) % 360} 30% 88%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 200) % 360} 25% 64%)"/>
    </radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <rect y="318" width="400" height="82" fill="hsl(${(hue + 200) % 360} 20% 56%)" opacity="0.35"/>`,
  3: (hue) => `
  <rect width="400" height="400" fill="hsl(${hue} 25% 95%)"/>`,
};

/**
 * The drawing of a product kind in a hue. Any other name is taken for a Tabler icon on a gradient (category
 * tiles, pictures stored by databases seeded before the drawings); null when it is neither.
 */
export function productPicture(kind: string, hue: number, view: PictureView = 1): string | null {
  const drawing = DRAWINGS[kind];
  if (!drawing) return productArt(kind, (hue + (view - 1) * 40) % 360);
  const object = `<ellipse cx="200" cy="334" rx="128" ry="13" fill="rgba(20, 24, 40, 0.16)"/>${drawing(paletteOf(hue))}`;
  const placed =
    view === 3 ? `<g transform="translate(200 190) scale(1.55) translate(-200 -190)">${object}</g>` : object;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${backdrops[view](hue)}
  ${placed}
</svg>`;
}

/** A Tabler icon on a gradient: category icons, and pictures of kinds without a drawing. */
export function productArt(icon: string, hue: number): string | null {
  const body = iconBody(icon);
  if (body === null) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">${gradient(hue)}
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="200" cy="200" r="128" fill="hsl(${hue} 60% 98%)" opacity="0.75"/>
  <g transform="translate(104 104) scale(8)" fill="none" stroke="hsl(${hue} 55% 34%)" stroke-width="1.5"
     stroke-linecap="round" stroke-linejoin="round">${body}</g>
</svg>`;
}

export function logoArt(letters: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">${gradient(hue)}
  <rect width="120" height="120" rx="28" fill="url(#g)"/>
  <text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="46"
        font-weight="700" fill="hsl(${hue} 55% 28%)">${letters}</text>
</svg>`;
}

const BANNER_ICONS = [
  ['shopping-bag', 'gift', 'sparkles'],
  ['trending-up', 'world', 'truck-delivery'],
  ['gift-card', 'device-gamepad-2', 'ticket'],
];

export function bannerArt(index: number): string | null {
  const icons = BANNER_ICONS[index - 1];
  if (!icons) return null;
  const hue = [16, 200, 280][index - 1] ?? 0;
  const glyphs = icons
    .map((icon, position) => {
      const body = iconBody(icon) ?? '';
      const x = 420 + position * 120;
      const y = position === 1 ? 40 : 110;
      return `<g transform="translate(${x} ${y}) scale(${position === 1 ? 5 : 4})" fill="none" stroke="white"
        stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">${body}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">
  <defs>
    <linearGradient id="b" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 85% 58%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 50) % 360} 80% 45%)"/>
    </linearGradient>
  </defs>
  <rect width="750" height="300" fill="url(#b)"/>
  <circle cx="640" cy="40" r="160" fill="white" opacity="0.08"/>
  <circle cx="80" cy="300" r="140" fill="white" opacity="0.06"/>${glyphs}
</svg>`;
}
