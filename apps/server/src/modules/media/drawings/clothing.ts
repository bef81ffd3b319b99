import { circle, type Drawing, ellipse, group, line, type Palette, path, rect } from './kit';

type Top = { sleeves: 'long' | 'short' | 'none'; hem: number; open?: boolean };

/** A garment for the upper body laid flat: body, sleeves and a shaded side; details are drawn on top. */
const top = (p: Palette, { sleeves, hem, open = false }: Top) => {
  const body = `M150 80 Q200 100 250 80 L300 106 L292 ${hem} L108 ${hem} L100 106 Z`;
  const arms =
    sleeves === 'long'
      ? ['M100 106 L60 270 L92 280 L130 150 Z', 'M300 106 L340 270 L308 280 L270 150 Z']
      : sleeves === 'short'
        ? ['M100 106 L62 170 L102 190 L124 150 Z', 'M300 106 L338 170 L298 190 L276 150 Z']
        : [];
  return [
    ...arms.map((d, index) => path(d, index ? p.dark : p.main)),
    sleeves === 'long' ? rect(58, 262, 36, 18, p.dark, 4, { transform: 'rotate(15 76 271)' }) : '',
    sleeves === 'long' ? rect(306, 262, 36, 18, p.deep, 4, { transform: 'rotate(-15 324 271)' }) : '',
    path(body, p.main),
    path(`M250 80 L300 106 L292 ${hem} L258 ${hem} Z`, p.dark, { opacity: 0.5 }),
    path(`M150 80 L100 106 L108 ${hem} L130 ${hem} Z`, p.light, { opacity: 0.45 }),
    open ? line(`M200 100 L200 ${hem}`, p.deep, 4) : '',
  ].join('');
};

type Legs = { length: number; flare?: number; waist?: string };

/** Trousers or shorts laid flat: waistband, two legs and a fly seam. */
const legs = (p: Palette, { length, flare = 0, waist = p.dark }: Legs) =>
  [
    path(
      `M126 80 L274 80 L${292 + flare} ${80 + length} L${212} ${80 + length} L200 150 L188 ${80 + length} L${108 - flare} ${80 + length} Z`,
      p.main,
    ),
    path(`M200 150 L212 ${80 + length} L${292 + flare} ${80 + length} L274 80 L240 80 Z`, p.dark, {
      opacity: 0.35,
    }),
    rect(122, 70, 156, 22, waist, 4),
    line('M200 92 L200 150', p.deep, 3),
    ...[140, 180, 220, 260].map((x) => rect(x - 4, 68, 8, 26, p.deep, 2)),
  ].join('');

export const clothingDrawings: Record<string, Drawing> = {
  // A button-down shirt: pointed collar, button placket, cuffs.
  'button-shirt': (p) =>
    [
      top(p, { sleeves: 'long', hem: 320 }),
      path('M150 80 L200 120 L172 138 L140 92 Z', p.light),
      path('M250 80 L200 120 L228 138 L260 92 Z', p.light),
      line('M200 120 L200 318', p.dark, 3),
      ...[150, 190, 230, 270, 305].map((y) => circle(200, y, 4, p.white)),
      rect(222, 160, 40, 44, p.dark, 4, { opacity: 0.35 }),
    ].join(''),

  // A T-shirt with short sleeves and a ribbed crew neck.
  't-shirt': (p) =>
    [
      top(p, { sleeves: 'short', hem: 320 }),
      path('M160 84 Q200 130 240 84 Q200 108 160 84 Z', p.deep),
      line('M162 86 Q200 124 238 86', p.light, 4),
    ].join(''),

  // A polo shirt: short sleeves, a soft collar and a two-button placket.
  'polo-shirt': (p) =>
    [
      top(p, { sleeves: 'short', hem: 320 }),
      rect(190, 100, 20, 70, p.dark, 3),
      circle(200, 124, 4, p.white),
      circle(200, 150, 4, p.white),
      path('M150 80 L196 104 L170 130 L138 96 Z', p.light),
      path('M250 80 L204 104 L230 130 L262 96 Z', p.light),
      rect(66, 160, 38, 10, p.light, 3, { transform: 'rotate(28 85 165)' }),
      rect(296, 160, 38, 10, p.deep, 3, { transform: 'rotate(-28 315 165)' }),
    ].join(''),

  // A crew-neck knit sweater with ribbed hem and cuffs.
  sweater: (p) =>
    [
      top(p, { sleeves: 'long', hem: 300 }),
      rect(108, 292, 184, 30, p.dark, 4),
      ...Array.from({ length: 14 }, (_, index) =>
        line(`M${114 + index * 13} 296 L${114 + index * 13} 318`, p.deep, 2),
      ),
      path('M160 84 Q200 126 240 84 Q200 104 160 84 Z', p.deep),
      ...Array.from({ length: 5 }, (_, row) =>
        line(`M118 ${150 + row * 28} Q200 ${160 + row * 28} 282 ${150 + row * 28}`, p.light, 2, {
          opacity: 0.35,
        }),
      ),
    ].join(''),

  // A hoodie: hood behind the neck, drawstrings, kangaroo pocket.
  hoodie: (p) =>
    [
      path('M146 90 Q150 40 200 40 Q250 40 254 90 Q200 120 146 90 Z', p.dark),
      top(p, { sleeves: 'long', hem: 310 }),
      rect(108, 300, 184, 22, p.dark, 4),
      path('M150 82 Q200 130 250 82 Q240 110 200 118 Q160 110 150 82 Z', p.deep),
      line('M186 116 L182 190 M214 116 L218 190', p.white, 3),
      path('M140 230 L260 230 L276 290 L124 290 Z', p.dark, { opacity: 0.6 }),
    ].join(''),

  // A rain jacket with a hood, a full zip and taped pockets.
  'rain-jacket': (p) =>
    [
      path('M146 92 Q148 36 200 36 Q252 36 254 92 Z', p.dark),
      top(p, { sleeves: 'long', hem: 324, open: true }),
      rect(196, 96, 8, 226, p.plasticDark, 2),
      rect(194, 110, 12, 16, p.metal, 3),
      rect(124, 230, 50, 8, p.deep, 3),
      rect(226, 230, 50, 8, p.deep, 3),
    ].join(''),

  // A quilted puffer vest with a stand collar and a zip.
  'puffer-vest': (p) =>
    [
      path('M140 70 L260 70 L262 96 L138 96 Z', p.dark),
      top(p, { sleeves: 'none', hem: 322, open: true }),
      ...Array.from({ length: 7 }, (_, row) =>
        line(`M106 ${126 + row * 30} L294 ${126 + row * 30}`, p.deep, 3, { opacity: 0.6 }),
      ),
      ...Array.from({ length: 6 }, (_, row) =>
        ellipse(150, 140 + row * 30, 30, 8, p.light, { opacity: 0.35 }),
      ),
      rect(196, 96, 8, 224, p.plasticDark, 2),
    ].join(''),

  // A long overcoat with notch lapels and two rows of buttons.
  overcoat: (p) =>
    [
      top(p, { sleeves: 'long', hem: 334 }),
      path('M150 80 L200 190 L176 200 L132 100 Z', p.light),
      path('M250 80 L200 190 L224 200 L268 100 Z', p.dark),
      line('M200 190 L200 332', p.deep, 3),
      ...[214, 250, 286].flatMap((y) => [circle(176, y, 6, p.deep), circle(224, y, 6, p.deep)]),
      rect(120, 270, 44, 6, p.deep, 3),
      rect(236, 270, 44, 6, p.deep, 3),
    ].join(''),

  // A blazer: lapels over a shirt, a pocket square and two buttons.
  blazer: (p) =>
    [
      top(p, { sleeves: 'long', hem: 310 }),
      path('M160 84 L200 200 L240 84 Z', p.white),
      path('M150 80 L200 210 L180 220 L134 110 Z', p.light),
      path('M250 80 L200 210 L220 220 L266 110 Z', p.dark),
      circle(200, 240, 6, p.deep),
      circle(200, 272, 6, p.deep),
      rect(228, 140, 40, 8, p.deep, 3),
      path('M236 140 L246 126 L256 140 Z', p.accent),
      rect(124, 250, 50, 8, p.deep, 3),
      rect(226, 250, 50, 8, p.deep, 3),
    ].join(''),

  // Chino trousers laid flat with slanted pockets.
  trousers: (p) =>
    [legs(p, { length: 250 }), line('M136 96 L160 140', p.deep, 3), line('M264 96 L240 140', p.deep, 3)].join(
      '',
    ),

  // Jeans: denim blue from the palette, contrast stitching, rivets and pockets.
  jeans: (p) =>
    [
      legs(p, { length: 250 }),
      path('M134 96 Q150 130 172 130', 'none', { stroke: '#f0b04a', 'stroke-width': 2 }),
      path('M266 96 Q250 130 228 130', 'none', { stroke: '#f0b04a', 'stroke-width': 2 }),
      line('M120 320 L186 320 M214 320 L288 320', '#f0b04a', 2, { 'stroke-dasharray': '4 4' }),
      circle(140, 100, 3, '#d9a441'),
      circle(260, 100, 3, '#d9a441'),
      line('M200 96 L200 150', '#f0b04a', 2, { 'stroke-dasharray': '4 4' }),
    ].join(''),

  // Shorts laid flat with a drawstring waist.
  shorts: (p) =>
    group(
      [
        legs(p, { length: 130, flare: 12 }),
        line('M192 92 Q186 120 176 130 M208 92 Q214 120 224 130', p.white, 3),
        rect(100, 200, 90, 10, p.dark, 3),
        rect(210, 200, 100, 10, p.deep, 3),
      ].join(''),
      'translate(0 100)',
    ),

  // A wrap dress with a tie at the waist and a flowing skirt.
  dress: (p) =>
    [
      path('M160 70 L240 70 L262 96 L252 180 L148 180 L138 96 Z', p.main),
      path('M138 96 L106 150 L130 164 L150 126 Z', p.main),
      path('M262 96 L294 150 L270 164 L250 126 Z', p.dark),
      path('M160 70 L214 170 L240 70 L226 70 L206 140 L174 70 Z', p.dark, { opacity: 0.5 }),
      path('M148 176 L252 176 L310 326 L90 326 Z', p.main),
      path('M200 176 L252 176 L310 326 L230 326 Z', p.dark, { opacity: 0.4 }),
      path('M148 176 L176 176 L120 326 L90 326 Z', p.light, { opacity: 0.4 }),
      rect(146, 170, 108, 14, p.deep, 4),
      path('M236 184 L250 250 L238 252 L230 186 Z', p.deep),
      path('M244 184 L270 244 L258 248 L238 186 Z', p.deep),
      ...[0, 1, 2, 3, 4].map((index) =>
        circle(140 + index * 30, 230 + (index % 2) * 40, 7, p.light, { opacity: 0.7 }),
      ),
    ].join(''),

  // A pleated skirt with a waistband.
  skirt: (p) =>
    [
      path('M140 90 L260 90 L320 320 L80 320 Z', p.main),
      ...Array.from({ length: 9 }, (_, index) =>
        path(
          `M${146 + index * 13.5} 100 L${168 + index * 13.5} 100 L${108 + index * 26 + 26} 320 L${108 + index * 26} 320 Z`,
          index % 2 ? p.dark : p.light,
          { opacity: 0.35 },
        ),
      ),
      rect(136, 76, 128, 24, p.dark, 6),
    ].join(''),

  // Leggings laid flat: a wide waistband and slim legs.
  leggings: (p) =>
    [
      path('M130 90 L270 90 L248 330 L212 330 L200 170 L188 330 L152 330 Z', p.main),
      path('M200 170 L212 330 L248 330 L270 90 L236 90 Z', p.dark, { opacity: 0.4 }),
      rect(126, 70, 148, 32, p.dark, 6),
      line('M166 150 L172 320 M234 150 L228 320', p.light, 3, { opacity: 0.5 }),
    ].join(''),

  // A sneaker seen from the side: sole, laces, heel tab.
  sneakers: (p) =>
    [
      path(
        'M62 262 Q60 200 110 190 L170 176 Q190 150 220 160 L300 214 Q344 226 344 260 L344 286 L62 286 Z',
        p.main,
      ),
      path('M62 262 Q60 200 110 190 L130 186 Q110 230 120 286 L62 286 Z', p.dark),
      path('M170 176 Q190 150 220 160 L300 214 Q290 220 270 214 L200 176 Z', p.light, { opacity: 0.5 }),
      rect(56, 280, 292, 30, p.white, 12),
      rect(56, 300, 292, 12, p.metal, 6),
      ...[0, 1, 2, 3].map((index) =>
        line(`M${184 + index * 20} ${174 + index * 12} L${206 + index * 20} ${162 + index * 12}`, p.white, 5),
      ),
      path('M230 240 Q280 226 320 250', 'none', { stroke: p.deep, 'stroke-width': 6, opacity: 0.5 }),
    ].join(''),

  // A leather belt coiled with its buckle.
  belt: (p) =>
    [
      ellipse(200, 230, 120, 86, 'none', { stroke: p.dark, 'stroke-width': 34 }),
      ellipse(200, 230, 120, 86, 'none', { stroke: p.main, 'stroke-width': 26 }),
      ellipse(200, 230, 120, 86, 'none', {
        stroke: p.light,
        'stroke-width': 2,
        'stroke-dasharray': '6 6',
        opacity: 0.6,
      }),
      rect(250, 276, 66, 52, 'none', 10, { stroke: p.metal, 'stroke-width': 10 }),
      line('M258 302 L312 302', p.metalDark, 6),
      ...[110, 130, 150].map((x) => circle(x, 290, 4, p.deep)),
    ].join(''),

  // A canvas tote bag with long handles and a pocket.
  'tote-bag': (p) =>
    [
      path('M140 160 Q140 50 200 50 Q260 50 260 160', 'none', { stroke: p.dark, 'stroke-width': 14 }),
      path('M96 150 L304 150 L290 326 L110 326 Z', p.main),
      path('M96 150 L140 150 L136 326 L110 326 Z', p.light, { opacity: 0.45 }),
      path('M260 150 L304 150 L290 326 L262 326 Z', p.dark, { opacity: 0.45 }),
      rect(150, 220, 100, 70, p.dark, 6, { opacity: 0.5 }),
      line('M150 230 L250 230', p.light, 2, { 'stroke-dasharray': '5 5' }),
    ].join(''),

  // A ribbed knit beanie with a folded cuff and a pompom.
  beanie: (p) =>
    [
      circle(200, 80, 36, p.light),
      path('M100 250 Q100 110 200 106 Q300 110 300 250 Z', p.main),
      ...Array.from({ length: 8 }, (_, index) =>
        line(`M${130 + index * 20} 130 L${130 + index * 20} 240`, p.dark, 3, { opacity: 0.35 }),
      ),
      rect(90, 236, 220, 70, p.dark, 14),
      ...Array.from({ length: 14 }, (_, index) =>
        line(`M${102 + index * 15} 244 L${102 + index * 15} 298`, p.deep, 4, { opacity: 0.6 }),
      ),
    ].join(''),

  // A pair of socks with striped cuffs, one overlapping the other.
  socks: (p) =>
    [
      path(
        'M180 60 L250 60 L250 230 Q250 260 280 270 L320 284 Q344 296 334 318 Q324 336 296 326 L214 300 Q180 290 180 250 Z',
        p.dark,
      ),
      path(
        'M110 80 L180 80 L180 240 Q180 270 210 280 L250 294 Q274 306 264 328 Q254 346 226 336 L144 310 Q110 300 110 260 Z',
        p.main,
      ),
      rect(110, 80, 70, 34, p.light),
      rect(110, 92, 70, 8, p.accent),
      rect(180, 60, 70, 30, p.deep),
      rect(180, 70, 70, 8, p.accent),
      path('M226 336 Q254 346 264 328 Q268 316 256 300 Q238 312 226 336 Z', p.light, { opacity: 0.6 }),
    ].join(''),
};
