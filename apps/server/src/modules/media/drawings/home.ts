import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

export const homeDrawings: Record<string, Drawing> = {
  // A frying pan seen from above at an angle, with a long handle.
  'frying-pan': (p) =>
    [
      line('M270 250 L350 190', p.plastic, 22),
      line('M300 228 L350 190', p.plasticDark, 22),
      circle(344, 194, 5, p.metal),
      ellipse(180, 270, 126, 60, p.dark),
      ellipse(180, 262, 126, 58, p.main),
      ellipse(180, 264, 106, 44, p.plasticDark),
      ellipse(180, 266, 96, 38, p.plastic),
      path('M100 256 Q120 232 170 228', p.white, { opacity: 0.25 }),
      line('M110 258 Q130 236 176 232', p.white, 5, { opacity: 0.25 }),
    ].join(''),

  // A cookware set: a lidded pot in front of a saucepan.
  'cooking-pot': (p) =>
    [
      group(
        [
          rect(220, 150, 110, 90, p.dark, 12),
          ellipse(275, 150, 55, 12, p.deep),
          line('M330 170 L372 160', p.plastic, 12),
        ].join(''),
        'translate(0 20)',
      ),
      path('M90 190 L310 190 L300 304 Q298 326 276 326 L124 326 Q102 326 100 304 Z', p.main),
      path('M90 190 L140 190 L136 326 L124 326 Q102 326 100 304 Z', p.light, { opacity: 0.5 }),
      path('M260 190 L310 190 L300 304 Q298 326 276 326 L262 326 Z', p.dark, { opacity: 0.5 }),
      rect(56, 214, 40, 20, p.plastic, 10),
      rect(304, 214, 40, 20, p.plastic, 10),
      ellipse(200, 190, 120, 22, p.glass),
      ellipse(200, 188, 120, 20, 'none', { stroke: p.metal, 'stroke-width': 6 }),
      rect(182, 150, 36, 22, p.plastic, 10),
      rect(194, 166, 12, 14, p.metalDark, 3),
      path('M120 184 Q150 174 190 174', p.white, { opacity: 0.5 }),
    ].join(''),

  // A plump pillow with soft corners and a seam.
  pillow: (p) =>
    [
      path(
        'M80 150 Q90 120 120 126 Q200 140 280 126 Q312 120 320 150 Q330 220 320 290 Q312 320 280 312 Q200 300 120 312 Q88 320 80 290 Q70 220 80 150 Z',
        p.main,
      ),
      path(
        'M92 160 Q100 136 124 140 Q200 152 276 140 Q300 136 306 160 Q300 180 280 178 Q200 168 120 178 Q96 180 92 160 Z',
        p.light,
        { opacity: 0.6 },
      ),
      path(
        'M92 280 Q110 296 140 294 Q200 286 260 294 Q290 298 308 280 Q312 300 290 306 Q200 292 110 306 Q88 302 92 280 Z',
        p.dark,
        { opacity: 0.5 },
      ),
      line('M120 140 Q200 150 280 140', p.dark, 2, { 'stroke-dasharray': '6 6', opacity: 0.5 }),
    ].join(''),

  // Three folded towels stacked, each a little different in tone.
  'towel-stack': (p) =>
    [
      ...[
        [270, p.dark, 300],
        [210, p.main, 280],
        [150, p.light, 260],
      ].map(([y = 0, color = '', width = 0]) => {
        const x = 200 - Number(width) / 2;
        return [
          rect(x, Number(y), Number(width), 58, String(color), 26),
          rect(x + Number(width) - 70, Number(y), 70, 58, String(color), 26),
          rect(x + Number(width) - 62, Number(y) + 8, 8, 42, p.white, 4, { opacity: 0.3 }),
          line(`M${x + 20} ${Number(y) + 44} L${x + Number(width) - 80} ${Number(y) + 44}`, p.white, 3, {
            opacity: 0.35,
            'stroke-dasharray': '4 6',
          }),
        ].join('');
      }),
      ellipse(180, 156, 70, 6, p.white, { opacity: 0.35 }),
    ].join(''),

  // Glass food containers stacked, their locking lids in the product's colour.
  'food-containers': (p) =>
    [
      ...[
        [90, 250, 220, 76],
        [110, 170, 180, 70],
        [130, 100, 140, 60],
      ].map(([x = 0, y = 0, width = 0, height = 0]) =>
        [
          rect(x, y + 12, width, height - 12, p.glass, 10),
          rect(x + 10, y + 24, width - 20, height - 36, p.white, 6, { opacity: 0.35 }),
          rect(x - 6, y, width + 12, 18, p.main, 8),
          rect(x - 6, y + 10, width + 12, 8, p.dark, 4),
          rect(x + 20, y + 4, 16, 16, p.light, 4),
          rect(x + width - 36, y + 4, 16, 16, p.light, 4),
        ].join(''),
      ),
    ].join(''),

  // Three candles in glass jars, lit.
  candle: (p) =>
    [
      ...[
        [90, 210, 80],
        [160, 150, 90],
        [244, 190, 80],
      ].map(([x = 0, y = 0, width = 0]) =>
        [
          rect(x, y, width, 330 - y, p.glass, 12),
          rect(x + 6, y + 30, width - 12, 330 - y - 36, p.paper, 8),
          rect(x + 6, y + 80, width - 12, 40, p.main, 4),
          rect(x + 6, y + 80, width - 12, 8, p.dark, 2),
          line(`M${x + width / 2} ${y + 30} L${x + width / 2} ${y + 16}`, p.ink, 3),
          path(
            `M${x + width / 2} ${y - 16} Q${x + width / 2 + 12} ${y + 4} ${x + width / 2} ${y + 16} Q${x + width / 2 - 12} ${y + 4} ${x + width / 2} ${y - 16} Z`,
            '#ffb347',
          ),
          ellipse(x + width / 2, y + 8, 4, 7, '#fff2b0'),
          rect(x + 4, y + 6, 8, 330 - y - 16, p.white, 4, { opacity: 0.35 }),
        ].join(''),
      ),
    ].join(''),

  // A folded sheet set with a pillowcase on top, tied with a ribbon.
  'folded-bedding': (p) =>
    [
      rect(80, 250, 240, 76, p.dark, 14),
      rect(80, 250, 240, 20, p.main, 10),
      rect(90, 190, 220, 66, p.main, 14),
      rect(90, 190, 220, 18, p.light, 10),
      rect(110, 136, 180, 58, p.light, 14),
      rect(110, 136, 180, 14, p.white, 8, { opacity: 0.5 }),
      rect(188, 130, 24, 200, p.accent),
      path('M200 140 Q170 110 160 124 Q154 138 200 140 Z', p.accentDark),
      path('M200 140 Q230 110 240 124 Q246 138 200 140 Z', p.accentDark),
      circle(200, 140, 8, p.accent),
      line('M100 290 L300 290', p.deep, 2, { 'stroke-dasharray': '6 6', opacity: 0.5 }),
    ].join(''),

  // A round wall clock with hour marks and hands, hanging on a nail.
  'wall-clock': (p) =>
    [
      circle(200, 196, 132, p.dark),
      circle(196, 190, 132, p.main),
      circle(196, 190, 112, p.paper),
      ...Array.from({ length: 12 }, (_, hour) =>
        rect(193, 88, 6, hour % 3 === 0 ? 20 : 12, p.ink, 3, { transform: `rotate(${hour * 30} 196 190)` }),
      ),
      line('M196 190 L196 122', p.ink, 8),
      line('M196 190 L250 214', p.ink, 6),
      line('M196 190 L150 260', p.accent, 3),
      circle(196, 190, 9, p.accent),
      line('M108 132 Q140 90 190 82', p.white, 6, { opacity: 0.4 }),
    ].join(''),

  // A laundry basket with a woven pattern, handles and a towel peeking out.
  'laundry-basket': (p) =>
    [
      path('M140 126 Q170 100 220 110 Q260 118 270 140 L240 150 Z', p.accent),
      path('M90 140 L310 140 L290 316 Q288 328 274 328 L126 328 Q112 328 110 316 Z', p.main),
      ...Array.from({ length: 7 }, (_, row) =>
        line(`M${96 + row * 3} ${160 + row * 24} L${304 - row * 3} ${160 + row * 24}`, p.dark, 4, {
          opacity: 0.6,
        }),
      ),
      ...Array.from({ length: 9 }, (_, col) =>
        line(`M${110 + col * 22} 146 L${120 + col * 20} 326`, p.light, 3, { opacity: 0.5 }),
      ),
      rect(82, 130, 236, 20, p.dark, 10),
      rect(118, 164, 40, 14, p.deep, 7),
      rect(242, 164, 40, 14, p.deep, 7),
    ].join(''),

  // A leafy plant in a ceramic pot on a saucer.
  'plant-pot': (p) =>
    [
      path('M200 200 Q120 170 90 90 Q170 100 200 200 Z', '#4f9a57'),
      path('M200 200 Q280 160 320 80 Q230 100 200 200 Z', '#3f8a4c'),
      path('M200 200 Q170 120 200 50 Q232 120 200 200 Z', '#62b36a'),
      path('M200 200 Q130 200 100 160 Q160 150 200 200 Z', '#3f8a4c'),
      path('M200 200 Q270 200 304 166 Q240 150 200 200 Z', '#62b36a'),
      line('M200 200 L200 90', '#2f6e3a', 3, { opacity: 0.6 }),
      ellipse(200, 318, 96, 12, p.dark),
      path('M120 200 L280 200 L262 316 L138 316 Z', p.main),
      path('M120 200 L160 200 L150 316 L138 316 Z', p.light, { opacity: 0.5 }),
      rect(112, 196, 176, 22, p.dark, 8),
      rect(112, 196, 176, 8, p.light, 4, { opacity: 0.4 }),
    ].join(''),

  // A wooden knife block with knife handles fanning out.
  'knife-block': (p) =>
    [
      ...[
        [150, -18],
        [178, -8],
        [206, 2],
        [234, 12],
        [262, 22],
      ].map(([x = 0, angle = 0]) =>
        group(
          [
            rect(x - 10, 60, 20, 80, p.plastic, 8),
            rect(x - 4, 72, 8, 8, p.metal, 4),
            rect(x - 4, 112, 8, 8, p.metal, 4),
          ].join(''),
          `rotate(${angle} ${x} 200)`,
        ),
      ),
      path('M120 140 L300 160 L310 326 L110 326 Z', p.wood),
      path('M120 140 L170 146 L160 326 L110 326 Z', '#dcaa74'),
      path('M270 156 L300 160 L310 326 L280 326 Z', p.woodDark),
      rect(150, 250, 110, 30, p.main, 8),
      line('M130 200 L290 216', p.woodDark, 2, { opacity: 0.4 }),
    ].join(''),

  // A table lamp: a tapered shade over a round ceramic base, glowing.
  'table-lamp': (p) =>
    [
      ellipse(200, 200, 110, 30, '#fff1b8', { opacity: 0.5 }),
      path('M130 70 L270 70 L310 190 L90 190 Z', p.paper),
      path('M130 70 L170 70 L140 190 L90 190 Z', p.white, { opacity: 0.6 }),
      path('M240 70 L270 70 L310 190 L280 190 Z', p.metal, { opacity: 0.4 }),
      rect(194, 190, 12, 40, p.metalDark, 4),
      circle(200, 270, 56, p.main),
      circle(184, 254, 16, p.light, { opacity: 0.6 }),
      rect(150, 316, 100, 14, p.dark, 6),
    ].join(''),

  // A mug with steam rising.
  mug: (p) =>
    [
      line('M170 130 Q156 110 172 92 Q188 74 174 54', p.metal, 8, { opacity: 0.6 }),
      line('M214 130 Q200 110 216 92 Q232 74 218 54', p.metal, 8, { opacity: 0.45 }),
      path('M272 180 Q332 180 332 236 Q332 292 268 290', 'none', { stroke: p.dark, 'stroke-width': 22 }),
      path('M110 150 L290 150 L280 300 Q278 328 250 328 L150 328 Q122 328 120 300 Z', p.main),
      path('M110 150 L160 150 L156 328 L150 328 Q122 328 120 300 Z', p.light, { opacity: 0.55 }),
      ellipse(200, 150, 90, 16, p.dark),
      ellipse(200, 153, 80, 11, '#6b3f23'),
      circle(230, 240, 22, p.white, { opacity: 0.25 }),
    ].join(''),

  // A folded knitted throw with a fringe, a knit pattern across it.
  'throw-blanket': (p) =>
    [
      rect(70, 140, 260, 186, p.dark, 18),
      rect(70, 140, 260, 100, p.main, 18),
      rect(70, 200, 260, 40, p.main),
      ...Array.from({ length: 6 }, (_, index) =>
        path(`M${86 + index * 42} 150 l12 20 l12 -20 l12 20`, 'none', {
          stroke: p.light,
          'stroke-width': 5,
          'stroke-linejoin': 'round',
          opacity: 0.7,
        }),
      ),
      ...Array.from({ length: 6 }, (_, index) =>
        path(`M${86 + index * 42} 200 l12 20 l12 -20 l12 20`, 'none', {
          stroke: p.light,
          'stroke-width': 5,
          opacity: 0.5,
        }),
      ),
      line('M70 244 L330 244', p.deep, 4, { opacity: 0.5 }),
      ...Array.from({ length: 22 }, (_, index) =>
        line(`M${80 + index * 11.5} 326 L${80 + index * 11.5} 336`, p.dark, 4),
      ),
    ].join(''),
};
