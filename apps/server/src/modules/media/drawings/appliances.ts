import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

export const applianceDrawings: Record<string, Drawing> = {
  // A jug kettle on its round power base, with a water window and a handle.
  kettle: (p) =>
    [
      ellipse(196, 318, 96, 14, p.plasticDark),
      rect(100, 300, 192, 20, p.plastic, 10),
      path('M120 300 L130 120 Q132 96 156 96 L236 96 Q260 96 262 120 L272 300 Z', p.main),
      path('M120 300 L130 120 Q132 96 156 96 L176 96 L160 300 Z', p.light, { opacity: 0.55 }),
      path('M236 96 Q260 96 262 120 L272 300 L246 300 Z', p.dark, { opacity: 0.6 }),
      path('M124 118 L100 96 Q92 90 100 86 L140 86 L136 118 Z', p.dark),
      path(
        'M262 130 Q320 130 320 200 Q320 270 268 272 L266 246 Q296 240 296 200 Q296 156 264 156 Z',
        p.plastic,
      ),
      rect(138, 80, 116, 22, p.plastic, 11),
      rect(176, 70, 40, 14, p.plasticDark, 6),
      rect(150, 150, 16, 110, p.glass, 8),
      rect(150, 214, 16, 46, 'rgba(120, 190, 230, 0.8)', 8),
      circle(288, 262, 5, p.accent),
    ].join(''),

  // A rice cooker with a domed lid, a handle and a control panel with a display.
  'rice-cooker': (p) =>
    [
      path('M86 200 Q86 310 130 318 L270 318 Q314 310 314 200 Z', p.main),
      path('M86 200 Q86 310 130 318 L160 318 Q110 300 112 200 Z', p.light, { opacity: 0.5 }),
      path('M270 318 Q314 310 314 200 L292 200 Q292 300 250 318 Z', p.dark, { opacity: 0.5 }),
      path('M80 200 Q84 130 200 124 Q316 130 320 200 Z', p.light),
      path('M80 200 Q84 130 200 124 Q316 130 320 200 L300 200 Q290 146 200 142 Z', p.white, {
        opacity: 0.25,
      }),
      rect(76, 194, 248, 14, p.dark, 7),
      rect(170, 110, 60, 22, p.plastic, 10),
      rect(150, 230, 100, 62, p.plastic, 12),
      rect(162, 240, 50, 22, p.screen, 4),
      rect(168, 246, 30, 10, p.accent, 2),
      circle(228, 251, 7, p.accent),
      rect(164, 270, 18, 10, p.metal, 4),
      rect(190, 270, 18, 10, p.metal, 4),
      rect(216, 270, 18, 10, p.metal, 4),
      rect(120, 318, 24, 10, p.plasticDark, 3),
      rect(256, 318, 24, 10, p.plasticDark, 3),
    ].join(''),

  // An air fryer: a rounded body with a dial on top and the basket drawer with its handle.
  'air-fryer': (p) =>
    [
      path(
        'M110 110 Q110 80 150 80 L250 80 Q290 80 290 110 L304 310 Q304 326 288 326 L112 326 Q96 326 96 310 Z',
        p.main,
      ),
      path('M110 110 Q110 80 150 80 L170 80 L150 326 L112 326 Q96 326 96 310 Z', p.light, { opacity: 0.5 }),
      rect(140, 94, 120, 52, p.plastic, 12),
      rect(152, 104, 50, 30, p.screen, 4),
      rect(158, 112, 34, 14, p.accent, 2),
      circle(234, 120, 14, p.metal),
      circle(234, 120, 6, p.metalDark),
      path('M104 190 L296 190 L304 300 Q304 316 288 316 L112 316 Q96 316 96 300 Z', p.dark),
      path('M112 200 L288 200 L290 220 L110 220 Z', p.deep, { opacity: 0.4 }),
      rect(160, 236, 80, 44, p.plastic, 14),
      rect(172, 246, 56, 12, p.plasticDark, 6),
      ...[0, 1, 2, 3, 4].map((index) => rect(130 + index * 30, 160, 18, 6, p.dark, 3)),
    ].join(''),

  // An espresso machine with a portafilter, a cup under the spout and a milk frother wand.
  'coffee-machine': (p) =>
    [
      rect(90, 80, 220, 70, p.main, 18),
      rect(90, 80, 60, 70, p.light, 18, { opacity: 0.5 }),
      rect(100, 140, 200, 190, p.dark, 14),
      rect(112, 150, 176, 130, p.plasticDark, 10),
      rect(90, 300, 220, 30, p.main, 10),
      rect(120, 296, 160, 10, p.metal, 4),
      rect(160, 150, 80, 24, p.metal, 8),
      path('M180 174 L220 174 L214 190 L186 190 Z', p.metalDark),
      rect(224, 170, 70, 14, p.plastic, 7),
      path('M176 238 L224 238 L220 284 Q218 292 210 292 L190 292 Q182 292 180 284 Z', p.white),
      line('M224 250 Q238 252 236 264 Q234 274 222 274', p.white, 6),
      rect(180, 238, 40, 8, '#7a4a2a', 3),
      line('M200 196 L200 232', '#7a4a2a', 4, { opacity: 0.8 }),
      line('M126 160 L126 250 Q126 262 136 262', p.metal, 7),
      circle(130, 108, 14, p.metal),
      circle(168, 108, 10, p.accent),
      rect(200, 98, 86, 22, p.screen, 6),
    ].join(''),

  // A cordless stick vacuum standing upright: motor and dust cup at the top, floor head at the bottom.
  'stick-vacuum': (p) =>
    [
      rect(188, 150, 18, 150, p.metal, 8),
      path(
        'M120 300 L280 300 Q300 300 300 316 L300 322 Q300 330 290 330 L110 330 Q100 330 100 322 L100 316 Q100 300 120 300 Z',
        p.plastic,
      ),
      rect(110, 306, 180, 8, p.main, 4),
      rect(178, 286, 38, 24, p.plasticDark, 8),
      path('M172 60 Q172 46 186 46 L230 46 Q244 46 244 60 L244 90 L172 90 Z', p.plastic),
      path('M244 58 Q290 60 288 110 L272 112 Q270 78 244 78 Z', p.plasticDark),
      rect(160, 84, 84, 40, p.main, 14),
      rect(166, 118, 56, 60, p.glass, 14),
      rect(172, 150, 44, 24, 'rgba(150, 150, 150, 0.5)', 8),
      rect(166, 118, 56, 60, 'none', 14, { stroke: p.dark, 'stroke-width': 3 }),
      circle(226, 104, 5, p.accent),
      rect(168, 88, 20, 30, p.light, 8, { opacity: 0.5 }),
    ].join(''),

  // A slim tower fan with a grille, a control strip and a round base.
  'tower-fan': (p) =>
    [
      ellipse(200, 320, 72, 12, p.dark),
      rect(128, 306, 144, 16, p.main, 8),
      rect(156, 40, 88, 270, p.main, 40),
      rect(156, 40, 30, 270, p.light, 30, { opacity: 0.5 }),
      rect(170, 96, 60, 190, p.deep, 22),
      ...Array.from({ length: 13 }, (_, index) => rect(176, 106 + index * 14, 48, 5, p.dark, 2)),
      rect(172, 56, 56, 28, p.plastic, 10),
      circle(188, 70, 4, p.accent),
      circle(202, 70, 4, p.white, { opacity: 0.7 }),
      circle(216, 70, 4, p.white, { opacity: 0.7 }),
    ].join(''),

  // A ceramic heater with glowing grille, two dials and a carry handle.
  'space-heater': (p) =>
    [
      rect(106, 100, 188, 220, p.main, 24),
      rect(106, 100, 50, 220, p.light, 22, { opacity: 0.45 }),
      rect(170, 84, 60, 22, p.dark, 10),
      rect(126, 130, 148, 120, p.plasticDark, 12),
      ...Array.from({ length: 7 }, (_, index) => rect(136, 140 + index * 15, 128, 9, '#f36b2c', 4)),
      ...Array.from({ length: 7 }, (_, index) =>
        rect(136, 140 + index * 15, 128, 4, '#ffc15e', 2, { opacity: 0.9 }),
      ),
      circle(160, 282, 14, p.plastic),
      rect(158, 270, 4, 10, p.white, 2),
      circle(240, 282, 14, p.plastic),
      rect(238, 270, 4, 10, p.white, 2),
      circle(200, 282, 5, '#f36b2c'),
      rect(120, 318, 36, 12, p.plasticDark, 4),
      rect(244, 318, 36, 12, p.plasticDark, 4),
    ].join(''),

  // A steam iron on its heel, soleplate and water tank showing, a puff of steam.
  'steam-iron': (p) =>
    [
      path('M70 300 Q80 230 170 220 L320 220 Q336 222 334 240 L326 300 Z', p.metal),
      path('M70 300 L326 300 L324 316 L76 316 Z', p.metalDark),
      path('M90 290 Q110 240 170 232 L310 232 L304 290 Z', p.main),
      path('M110 290 Q130 250 180 246 L240 246 L230 290 Z', p.glass),
      path('M120 286 Q140 262 180 260 L226 260 L222 286 Z', 'rgba(120, 190, 230, 0.7)'),
      path(
        'M180 232 Q200 140 270 130 L330 128 Q346 130 344 150 L334 232 L300 232 L304 168 L262 170 Q232 180 222 232 Z',
        p.dark,
      ),
      path('M262 130 L330 128 Q346 130 344 150 L336 150 L336 142 L262 146 Z', p.light, { opacity: 0.5 }),
      circle(282, 196, 12, p.plastic),
      rect(280, 184, 4, 10, p.white, 2),
      line('M120 180 Q110 160 126 140 Q140 120 126 96', p.white, 10, { opacity: 0.7 }),
      line('M160 170 Q150 150 166 130 Q178 112 166 90', p.white, 8, { opacity: 0.5 }),
    ].join(''),

  // A hair dryer seen from the side: barrel with nozzle, handle with switches and its cord.
  'hair-dryer': (p) =>
    [
      line('M208 318 Q230 330 280 320 Q320 310 330 280', p.plastic, 6),
      path('M170 180 L232 180 L220 320 Q218 328 206 328 L196 328 Q186 328 186 318 Z', p.dark),
      rect(194, 210, 12, 30, p.accent, 6),
      rect(194, 250, 12, 20, p.white, 6, { opacity: 0.7 }),
      rect(60, 120, 60, 64, p.plastic, 10),
      path('M116 100 L250 100 Q320 100 320 152 Q320 204 250 204 L116 204 Z', p.main),
      path('M116 100 L250 100 Q300 100 312 128 L116 128 Z', p.light, { opacity: 0.6 }),
      circle(260, 152, 36, p.dark),
      circle(260, 152, 26, p.plasticDark),
      ...[0, 60, 120].map((angle) =>
        rect(256, 130, 8, 44, p.plastic, 4, { transform: `rotate(${angle} 260 152)` }),
      ),
    ].join(''),

  // An electric toothbrush on its charging stand, a spare head beside it.
  'electric-toothbrush': (p) =>
    [
      ellipse(190, 318, 60, 12, p.dark),
      rect(134, 286, 112, 34, p.main, 16),
      rect(134, 286, 112, 12, p.light, 8, { opacity: 0.5 }),
      path('M172 296 L208 296 L202 130 L178 130 Z', p.white),
      path('M172 296 L184 296 L182 130 L178 130 Z', p.metal, { opacity: 0.5 }),
      rect(180, 180, 20, 36, p.main, 10),
      circle(190, 196, 6, p.white),
      circle(190, 240, 3, p.accent),
      path('M182 130 L198 130 L196 70 L184 70 Z', p.white),
      rect(180, 50, 20, 34, p.white, 8),
      ...[0, 1, 2, 3].map((index) => rect(176, 54 + index * 7, 12, 4, p.accent, 2)),
      group(
        [
          rect(270, 230, 18, 90, p.white, 8),
          rect(266, 210, 26, 28, p.white, 8),
          rect(262, 214, 10, 18, p.accent, 3),
        ].join(''),
        'rotate(10 280 270)',
      ),
    ].join(''),

  // Two LED bulbs, one lit with a soft glow.
  'light-bulb': (p) =>
    [
      circle(150, 150, 90, '#ffe89a', { opacity: 0.35 }),
      circle(150, 150, 62, '#fff4c2'),
      path(
        'M118 196 Q100 176 100 150 Q100 100 150 100 Q200 100 200 150 Q200 176 182 196 L178 226 L122 226 Z',
        '#fff6cf',
      ),
      path('M110 130 Q120 104 150 104', '#ffffff', { opacity: 0.8 }),
      line('M138 226 L138 190 Q150 170 162 190 L162 226', '#f3b73f', 4),
      rect(120, 226, 60, 40, p.metal, 6),
      ...[0, 1, 2].map((index) => rect(120, 232 + index * 11, 60, 5, p.metalDark, 2)),
      path('M134 266 L166 266 L158 284 L142 284 Z', p.plasticDark),
      group(
        [
          path(
            'M248 224 Q232 206 232 184 Q232 140 270 140 Q308 140 308 184 Q308 206 292 224 L290 250 L250 250 Z',
            p.light,
          ),
          path('M240 180 Q246 152 270 150', p.white, { opacity: 0.6 }),
          rect(248, 250, 44, 34, p.main, 5),
          ...[0, 1].map((index) => rect(248, 256 + index * 11, 44, 5, p.dark, 2)),
          path('M258 284 L282 284 L276 298 L264 298 Z', p.plasticDark),
        ].join(''),
        'translate(0 30)',
      ),
    ].join(''),

  // A smart plug adapter with its status light and the prongs at the back.
  'smart-plug': (p) =>
    [
      rect(226, 260, 60, 14, p.metal, 6),
      rect(226, 214, 60, 14, p.metal, 6),
      rect(110, 150, 150, 176, p.dark, 34),
      rect(104, 144, 150, 176, p.white, 34),
      rect(104, 144, 40, 176, p.paper, 28),
      circle(179, 232, 48, p.paper),
      circle(179, 232, 40, p.metal, { opacity: 0.5 }),
      circle(164, 226, 7, p.plasticDark),
      circle(194, 226, 7, p.plasticDark),
      rect(172, 250, 14, 10, p.plasticDark, 4),
      rect(226, 164, 16, 16, p.main, 6),
      circle(234, 172, 4, p.light),
      circle(234, 172, 12, p.main, { opacity: 0.25 }),
    ].join(''),

  // A jug blender: motor base with dial, a clear jug with fruit and a lid.
  blender: (p) =>
    [
      path('M130 250 L270 250 L282 320 Q282 330 272 330 L128 330 Q118 330 118 320 Z', p.main),
      path('M130 250 L170 250 L160 330 L128 330 Q118 330 118 320 Z', p.light, { opacity: 0.5 }),
      circle(200, 290, 18, p.plastic),
      rect(198, 276, 4, 12, p.white, 2),
      path('M140 70 L260 70 L250 250 L150 250 Z', p.glass),
      path('M148 170 L252 170 L250 250 L150 250 Z', '#f58aa0', { opacity: 0.85 }),
      path('M150 210 L250 210 L250 250 L150 250 Z', '#e0566f', { opacity: 0.7 }),
      circle(180, 190, 10, '#ffd36b'),
      circle(220, 200, 9, '#7cc36b'),
      path(
        'M260 100 Q300 100 300 140 L300 190 Q300 214 256 214 L254 196 Q282 194 282 180 L282 140 Q282 118 258 118 Z',
        p.plastic,
      ),
      rect(132, 56, 136, 20, p.plastic, 8),
      rect(180, 44, 40, 16, p.plasticDark, 6),
      path('M150 76 L176 76 L166 240 L154 240 Z', p.white, { opacity: 0.3 }),
    ].join(''),

  // A two-slot toaster with toast popping up and a lever at the side.
  toaster: (p) =>
    [
      path('M136 100 Q136 84 152 84 L186 84 Q202 84 202 100 L202 160 L136 160 Z', '#e7b56a'),
      path('M142 100 Q142 90 152 90 L186 90 Q196 90 196 100 L196 160 L142 160 Z', '#f5d9a4'),
      path('M212 110 Q212 94 228 94 L262 94 Q278 94 278 110 L278 160 L212 160 Z', '#e7b56a'),
      path('M218 110 Q218 100 228 100 L262 100 Q272 100 272 110 L272 160 L218 160 Z', '#f5d9a4'),
      rect(90, 140, 220, 184, p.main, 40),
      rect(90, 140, 60, 184, p.light, 36, { opacity: 0.45 }),
      rect(124, 140, 86, 14, p.deep, 6),
      rect(200, 140, 86, 14, p.deep, 6),
      rect(300, 200, 26, 14, p.plastic, 6),
      rect(300, 176, 6, 100, p.dark, 3),
      circle(160, 268, 14, p.plastic),
      rect(158, 256, 4, 10, p.white, 2),
      rect(196, 262, 60, 12, p.dark, 6),
      rect(110, 316, 30, 12, p.plasticDark, 4),
      rect(260, 316, 30, 12, p.plasticDark, 4),
    ].join(''),
};
