import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

export const outdoorDrawings: Record<string, Drawing> = {
  // A dome tent with its door rolled open and guy lines pegged out.
  tent: (p) =>
    [
      line('M60 326 L110 200 M340 326 L290 200', p.metalDark, 2),
      path('M70 326 Q90 150 200 110 Q310 150 330 326 Z', p.main),
      path('M200 110 Q310 150 330 326 L250 326 Q250 190 200 110 Z', p.dark),
      path('M70 326 Q90 150 200 110 Q150 170 140 326 Z', p.light, { opacity: 0.5 }),
      line('M200 110 Q150 200 150 326 M200 110 Q250 200 250 326', p.deep, 4, { opacity: 0.5 }),
      path('M150 326 Q170 200 200 180 Q230 200 250 326 Z', p.deep),
      path('M160 326 Q178 220 200 204 Q222 220 240 326 Z', p.plasticDark),
      path('M200 180 Q236 200 250 326 L236 326 Q226 230 200 196 Z', p.light, { opacity: 0.7 }),
      rect(60, 322, 280, 8, p.dark, 4),
    ].join(''),

  // A hiking backpack with a lid, side pockets, straps and a rolled mat.
  'hiking-backpack': (p) =>
    [
      rect(110, 60, 180, 30, p.accentDark, 15),
      path(
        'M120 100 Q120 76 150 76 L250 76 Q280 76 280 100 L290 300 Q290 326 262 326 L138 326 Q110 326 110 300 Z',
        p.main,
      ),
      path('M120 100 Q120 76 150 76 L170 76 L156 326 L138 326 Q110 326 110 300 Z', p.light, {
        opacity: 0.45,
      }),
      path('M116 80 Q200 60 284 80 L284 140 Q200 150 116 140 Z', p.dark),
      rect(180, 130, 40, 14, p.plasticDark, 4),
      path('M140 200 L260 200 L264 296 Q264 306 254 306 L146 306 Q136 306 136 296 Z', p.dark),
      rect(170, 190, 60, 8, p.deep, 4),
      rect(84, 200, 30, 100, p.deep, 10),
      rect(286, 200, 30, 100, p.deep, 10),
      line('M150 150 L150 320 M250 150 L250 320', p.plastic, 6, { opacity: 0.5 }),
      rect(186, 236, 28, 20, p.plastic, 4),
    ].join(''),

  // An insulated steel bottle with a loop lid.
  'steel-bottle': (p) =>
    [
      path('M176 60 Q176 44 200 44 Q224 44 224 60', 'none', { stroke: p.plastic, 'stroke-width': 10 }),
      rect(160, 56, 80, 40, p.plastic, 10),
      rect(154, 92, 92, 10, p.metal, 3),
      path(
        'M150 110 Q150 100 166 100 L234 100 Q250 100 250 110 L256 130 L256 310 Q256 328 238 328 L162 328 Q144 328 144 310 L144 130 Z',
        p.main,
      ),
      rect(156, 120, 20, 200, p.light, 10, { opacity: 0.55 }),
      rect(226, 120, 18, 200, p.dark, 9, { opacity: 0.45 }),
      rect(172, 200, 56, 50, p.white, 8, { opacity: 0.2 }),
    ].join(''),

  // A folding camping chair with armrests and a cup holder.
  'camping-chair': (p) =>
    [
      line('M110 326 L290 180 M290 326 L110 180', p.metalDark, 8),
      line('M120 326 L120 100 M280 326 L280 100', p.metalDark, 8),
      path('M120 100 L280 100 L284 230 Q200 250 116 230 Z', p.main),
      path('M120 100 L160 100 L156 240 L116 230 Z', p.light, { opacity: 0.5 }),
      path('M116 222 Q200 250 284 222 L290 262 Q200 290 110 262 Z', p.dark),
      rect(70, 170, 60, 14, p.plastic, 6),
      rect(270, 170, 60, 14, p.plastic, 6),
      rect(298, 150, 26, 24, p.deep, 5),
    ].join(''),

  // A head torch: lamp housing on an elastic strap, its beam shining.
  'head-torch': (p) =>
    group(
      [
        path('M240 200 L360 140 L360 280 Z', '#fff3b0', { opacity: 0.6 }),
        ellipse(170, 210, 110, 70, 'none', { stroke: p.main, 'stroke-width': 20 }),
        ellipse(170, 210, 110, 70, 'none', {
          stroke: p.light,
          'stroke-width': 4,
          'stroke-dasharray': '10 10',
        }),
        rect(200, 170, 70, 80, p.plastic, 18),
        circle(246, 210, 30, p.metal),
        circle(246, 210, 22, '#fff7cc'),
        circle(240, 204, 7, p.white),
        rect(210, 162, 24, 10, p.accent, 4),
      ].join(''),
      'translate(0 44)',
    ),

  // A pair of trekking poles leaning crossed, with cork grips and baskets.
  'trekking-poles': (p) =>
    [
      ...[
        [150, -14],
        [250, 14],
      ].map(([x = 0, angle = 0]) =>
        group(
          [
            rect(x - 5, 60, 10, 270, p.metal, 5),
            rect(x - 6, 170, 12, 10, p.dark, 3),
            rect(x - 12, 50, 24, 70, '#c8915a', 10),
            rect(x - 10, 44, 20, 14, p.plastic, 6),
            line(`M${x - 10} 60 Q${x - 30} 100 ${x - 10} 120`, p.main, 5),
            ellipse(x, 300, 20, 6, p.plastic),
            rect(x - 3, 300, 6, 28, p.plasticDark, 3),
          ].join(''),
          `rotate(${angle} ${x} 330)`,
        ),
      ),
    ].join(''),

  // A bike helmet with vents and a visor, seen from the side.
  'bike-helmet': (p) =>
    [
      path('M80 250 Q80 120 200 110 Q320 120 326 250 Q200 270 80 250 Z', p.main),
      path('M80 250 Q80 120 200 110 Q140 150 120 256 Z', p.light, { opacity: 0.45 }),
      ...[
        'M140 160 Q170 140 200 138 L196 170 Q170 172 150 186 Z',
        'M214 138 Q256 142 282 170 L262 190 Q240 172 212 170 Z',
        'M120 210 Q140 190 170 184 L168 216 Q146 220 126 236 Z',
        'M190 184 L250 188 L250 218 L190 216 Z',
      ].map((d) => path(d, p.plasticDark)),
      path('M300 220 L352 240 Q352 256 330 258 L296 250 Z', p.dark),
      path('M80 250 Q200 270 326 250 L322 264 Q200 286 84 264 Z', p.deep),
      line('M120 264 L150 320 L230 320 L270 264', p.plastic, 4),
      rect(184, 312, 36, 14, p.plastic, 4),
    ].join(''),

  // A camping stove on a gas canister with a small pot and blue flame.
  'camping-stove': (p) =>
    [
      path(
        'M130 240 Q130 220 150 220 L250 220 Q270 220 270 240 L270 310 Q270 328 252 328 L148 328 Q130 328 130 310 Z',
        p.main,
      ),
      rect(140, 230, 20, 90, p.light, 10, { opacity: 0.4 }),
      rect(170, 260, 60, 30, p.paper, 4),
      rect(176, 204, 48, 20, p.metalDark, 4),
      line('M150 170 L176 204 M250 170 L224 204 M200 170 L200 204', p.metalDark, 5),
      path('M184 168 Q200 130 216 168 Z', '#4d8df6'),
      path('M192 168 Q200 148 208 168 Z', '#bfe0ff'),
      path('M130 100 L270 100 L262 160 Q260 170 250 170 L150 170 Q140 170 138 160 Z', p.metal),
      rect(120, 92, 160, 14, p.metalDark, 6),
      line('M270 110 L320 100', p.plastic, 8),
    ].join(''),

  // A mummy sleeping bag half rolled, with its stuff sack.
  'sleeping-bag': (p) =>
    [
      path(
        'M70 250 Q70 190 130 180 L300 170 Q340 170 340 220 L340 290 Q340 326 300 326 L110 326 Q70 326 70 290 Z',
        p.main,
      ),
      path('M70 250 Q70 190 130 180 L180 176 Q150 230 160 326 L110 326 Q70 326 70 290 Z', p.dark),
      ellipse(120, 260, 44, 60, p.deep),
      ellipse(120, 260, 30, 44, p.dark),
      ellipse(120, 260, 14, 22, p.main),
      ...[200, 240, 280].map((x) => line(`M${x} 176 Q${x + 6} 250 ${x} 326`, p.dark, 3, { opacity: 0.5 })),
      line('M330 180 L330 320', p.plasticDark, 4),
      group(
        rect(250, 80, 80, 100, p.accent, 30) +
          rect(250, 80, 80, 20, p.accentDark, 10) +
          line('M290 80 L290 56', p.plastic, 3),
        'rotate(8 290 130)',
      ),
    ].join(''),

  // Binoculars with a neck strap, seen from the front at an angle.
  binoculars: (p) =>
    [
      line('M110 140 Q200 40 290 140', p.plastic, 6),
      rect(90, 150, 90, 170, p.dark, 24),
      rect(220, 150, 90, 170, p.dark, 24),
      rect(98, 150, 30, 170, p.main, 16, { opacity: 0.6 }),
      rect(228, 150, 30, 170, p.main, 16, { opacity: 0.6 }),
      rect(170, 180, 60, 40, p.plastic, 10),
      circle(200, 200, 12, p.metal),
      circle(135, 290, 38, p.plasticDark),
      circle(265, 290, 38, p.plasticDark),
      circle(135, 290, 28, p.screen),
      circle(265, 290, 28, p.screen),
      circle(126, 282, 8, p.glass),
      circle(256, 282, 8, p.glass),
      rect(100, 130, 70, 26, p.plastic, 10),
      rect(230, 130, 70, 26, p.plastic, 10),
    ].join(''),

  // A roll-top dry bag with a buckle and a shoulder strap.
  'dry-bag': (p) =>
    [
      line('M140 120 Q90 230 150 320', p.plastic, 8),
      path('M130 120 L270 120 L284 300 Q284 328 254 328 L146 328 Q116 328 116 300 Z', p.main),
      path('M130 120 L170 120 L160 328 L146 328 Q116 328 116 300 Z', p.light, { opacity: 0.5 }),
      rect(122, 82, 156, 46, p.dark, 20),
      rect(122, 82, 156, 12, p.light, 6, { opacity: 0.5 }),
      rect(180, 92, 40, 30, p.plastic, 6),
      rect(186, 98, 28, 6, p.plasticDark, 3),
      rect(150, 220, 100, 8, p.white, 4, { opacity: 0.5 }),
    ].join(''),

  // A fishing rod with a spinning reel, its line ending in a hook.
  'fishing-rod': (p) =>
    [
      line('M70 320 L330 70', p.dark, 10),
      line('M200 196 L330 70', p.main, 6),
      line('M70 320 L130 262', p.plastic, 16),
      ...[240, 280, 310].map((x) =>
        circle(x, 400 - x - 10 + (x - 240) * 0.04, 6, 'none', { stroke: p.metal, 'stroke-width': 3 }),
      ),
      line('M330 70 Q350 160 300 250', p.metalDark, 2),
      path('M300 250 L300 272 Q300 290 286 288 Q276 286 278 274', 'none', {
        stroke: p.metalDark,
        'stroke-width': 4,
      }),
      circle(150, 262, 30, p.metal),
      circle(150, 262, 18, p.main),
      circle(150, 262, 6, p.metalDark),
      line('M150 262 L186 300', p.metalDark, 6),
      circle(190, 304, 8, p.plastic),
      rect(110, 236, 20, 14, p.metalDark, 4),
    ].join(''),

  // A camping lantern, glowing, with a carry handle.
  lantern: (p) =>
    [
      circle(200, 200, 110, '#fff1b0', { opacity: 0.45 }),
      path('M160 96 Q160 50 200 50 Q240 50 240 96', 'none', { stroke: p.metalDark, 'stroke-width': 8 }),
      path('M140 96 L260 96 L270 130 L130 130 Z', p.main),
      rect(150, 130, 100, 150, '#fff6cf', 16),
      rect(160, 140, 18, 130, p.white, 8, { opacity: 0.8 }),
      ...[176, 200, 224].map((x) => line(`M${x} 130 L${x} 280`, p.dark, 4)),
      path('M130 280 L270 280 L276 318 Q276 328 266 328 L134 328 Q124 328 124 318 Z', p.main),
      rect(190, 296, 20, 14, p.plastic, 4),
    ].join(''),
};
