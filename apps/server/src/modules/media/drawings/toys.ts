import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

/** One toy brick with studs on top, seen from the front. */
const brick = (x: number, y: number, width: number, color: string, shade: string) =>
  [
    rect(x, y, width, 46, color, 4),
    rect(x + width - 10, y, 10, 46, shade, 3),
    ...Array.from({ length: Math.round(width / 40) }, (_, index) =>
      rect(x + 8 + index * 40, y - 12, 24, 14, color, 3),
    ),
  ].join('');

export const toyDrawings: Record<string, Drawing> = {
  // A small stack of interlocking bricks in bright colours.
  'building-blocks': (p) =>
    [
      brick(90, 282, 160, p.main, p.dark),
      brick(250, 282, 80, p.accent, p.accentDark),
      brick(130, 224, 120, '#f6c445', '#d9a520'),
      brick(170, 166, 80, p.light, p.main),
      brick(80, 224, 40, '#4caf7a', '#2f8a58'),
    ].join(''),

  // A remote control truck with big tyres and its remote.
  'rc-car': (p) =>
    [
      group(
        [
          rect(270, 150, 60, 90, p.plastic, 14),
          circle(300, 180, 12, p.plasticDark),
          rect(292, 210, 16, 16, p.accent, 4),
          line('M286 150 L270 90', p.metalDark, 4),
        ].join(''),
        'rotate(12 300 195)',
      ),
      path('M70 250 L90 206 L150 196 L180 160 L250 160 L270 206 L300 214 L300 262 L70 262 Z', p.main),
      path('M186 168 L244 168 L258 204 L168 204 Z', p.glass),
      path('M70 250 L90 206 L150 196 L160 262 L70 262 Z', p.light, { opacity: 0.4 }),
      rect(96, 226, 40, 10, p.accent, 4),
      ...[120, 250].map((x) =>
        [circle(x, 290, 40, p.plasticDark), circle(x, 290, 18, p.metal), circle(x, 290, 6, p.metalDark)].join(
          '',
        ),
      ),
    ].join(''),

  // A wooden rocking horse with a mane and a saddle in the palette colour.
  'rocking-horse': (p) =>
    [
      path('M60 300 Q200 350 340 300 L340 312 Q200 362 60 312 Z', p.woodDark),
      line('M120 300 L140 230 M280 300 L260 230', p.wood, 16),
      path('M110 230 Q110 190 160 186 L250 186 Q280 186 286 210 L290 236 L110 236 Z', p.wood),
      path('M250 190 L276 110 Q282 90 304 96 L330 112 Q338 122 326 130 L300 128 L286 200 Z', p.wood),
      path('M276 110 Q262 120 258 160 L270 170 L282 118 Z', p.deep),
      circle(306, 110, 4, p.ink),
      path('M100 210 Q80 220 78 250 Q96 236 112 224 Z', p.deep),
      rect(160, 176, 70, 24, p.main, 8),
      rect(180, 200, 12, 30, p.dark, 4),
      line('M284 124 L268 176', p.accent, 4),
    ].join(''),

  // A sitting teddy bear with a bow.
  'teddy-bear': (p) =>
    [
      ellipse(200, 260, 82, 72, '#b5794a'),
      ellipse(200, 270, 48, 46, '#dcb48a'),
      ellipse(126, 306, 34, 26, '#b5794a'),
      ellipse(274, 306, 34, 26, '#b5794a'),
      ellipse(126, 306, 18, 14, '#dcb48a'),
      ellipse(274, 306, 18, 14, '#dcb48a'),
      ellipse(128, 236, 22, 40, '#a36a3d', { transform: 'rotate(30 128 236)' }),
      ellipse(272, 236, 22, 40, '#a36a3d', { transform: 'rotate(-30 272 236)' }),
      circle(146, 104, 28, '#b5794a'),
      circle(254, 104, 28, '#b5794a'),
      circle(146, 104, 14, '#dcb48a'),
      circle(254, 104, 14, '#dcb48a'),
      circle(200, 150, 66, '#c4875a'),
      ellipse(200, 172, 30, 22, '#e6c49c'),
      ellipse(200, 162, 10, 7, p.ink),
      circle(176, 138, 7, p.ink),
      circle(224, 138, 7, p.ink),
      path('M200 208 L160 192 L160 228 Z', p.main),
      path('M200 208 L240 192 L240 228 Z', p.main),
      circle(200, 208, 9, p.dark),
    ].join(''),

  // Four big interlocking jigsaw pieces.
  'jigsaw-puzzle': (p) => {
    const piece = (x: number, y: number, color: string, angle: number) =>
      group(
        [rect(x, y, 90, 90, color, 6), circle(x + 90, y + 45, 16, color), circle(x + 45, y, 16, color)].join(
          '',
        ),
        `rotate(${angle} ${x + 45} ${y + 45})`,
      );
    return [
      piece(96, 136, p.main, -6),
      piece(196, 130, p.accent, 4),
      piece(110, 232, '#f6c445', 8),
      piece(214, 236, p.dark, -4),
    ].join('');
  },

  // A children's magnetic drawing board with a doodle and a pen on a string.
  'drawing-board': (p) =>
    [
      rect(70, 90, 240, 236, p.main, 30),
      rect(70, 90, 60, 236, p.light, 26, { opacity: 0.4 }),
      rect(96, 116, 188, 160, p.paper, 10),
      circle(150, 170, 26, 'none', { stroke: p.ink, 'stroke-width': 5, opacity: 0.6 }),
      line('M200 240 Q220 170 260 200 T250 150', p.ink, 5, { opacity: 0.6 }),
      line('M120 250 L170 250', p.ink, 5, { opacity: 0.6 }),
      rect(110, 290, 160, 16, p.dark, 8),
      rect(120, 292, 40, 12, p.accent, 6),
      line('M310 200 Q340 230 320 270', p.white, 3),
      group(
        rect(316, 250, 16, 70, p.accent, 6) + path('M316 320 L332 320 L324 336 Z', p.plastic),
        'rotate(-10 324 290)',
      ),
    ].join(''),

  // A quadcopter drone with four rotors and a camera.
  drone: (p) =>
    [
      line('M120 170 L280 250 M280 170 L120 250', p.plastic, 14),
      ...[
        [110, 165],
        [290, 165],
        [110, 255],
        [290, 255],
      ].map(([x = 0, y = 0]) =>
        [
          rect(x - 8, y - 20, 16, 22, p.plasticDark, 4),
          ellipse(x, y - 22, 60, 8, p.metal, { opacity: 0.7 }),
          circle(x, y - 22, 6, p.plasticDark),
        ].join(''),
      ),
      rect(150, 180, 100, 60, p.main, 22),
      rect(150, 180, 100, 20, p.light, 14, { opacity: 0.5 }),
      circle(200, 262, 20, p.plasticDark),
      circle(200, 262, 10, p.screen),
      circle(196, 258, 3, p.white),
      circle(232, 196, 4, p.accent),
      line('M170 300 L150 326 M230 300 L250 326', p.plastic, 6),
      line('M140 326 L170 326 M230 326 L260 326', p.plastic, 6),
      rect(190, 240, 20, 14, p.plastic, 3),
    ].join(''),

  // A board game: box lid behind, the board with a path, dice and pawns.
  'board-game': (p) =>
    [
      group(
        rect(120, 60, 200, 140, p.main, 10) + rect(140, 80, 160, 100, p.light, 8, { opacity: 0.5 }),
        'rotate(-8 220 130)',
      ),
      path('M60 270 L200 200 L340 270 L200 340 Z', p.paper),
      path('M60 270 L200 340 L200 348 L60 278 Z', p.metalDark),
      path('M340 270 L200 340 L200 348 L340 278 Z', p.metal),
      ...Array.from({ length: 8 }, (_, index) =>
        ellipse(100 + index * 28, 270 + Math.sin(index) * 20, 12, 6, index % 2 ? p.accent : p.main),
      ),
      rect(236, 280, 28, 28, p.white, 6),
      circle(244, 288, 3, p.ink),
      circle(256, 300, 3, p.ink),
      rect(270, 250, 24, 24, p.white, 5, { transform: 'rotate(20 282 262)' }),
      circle(282, 262, 3, p.ink),
      ...[
        [150, p.accentDark],
        [176, p.deep],
      ].map(([x, color]) =>
        path(
          `M${x} 262 L${Number(x) + 16} 262 L${Number(x) + 12} 236 Q${Number(x) + 8} 224 ${Number(x) + 4} 236 Z`,
          String(color),
        ),
      ),
    ].join(''),

  // A science kit: flasks and test tubes in a rack with coloured liquids.
  'science-kit': (p) =>
    [
      path('M90 200 L130 200 L130 240 L160 310 Q164 326 148 326 L72 326 Q56 326 60 310 L90 240 Z', p.glass),
      path('M78 280 L142 280 L160 310 Q164 326 148 326 L72 326 Q56 326 60 310 Z', p.main),
      rect(86, 192, 48, 12, p.metal, 4),
      circle(104, 300, 6, p.white, { opacity: 0.6 }),
      rect(180, 250, 150, 20, p.wood, 4),
      rect(180, 300, 150, 20, p.wood, 4),
      rect(188, 250, 10, 80, p.woodDark, 2),
      rect(312, 250, 10, 80, p.woodDark, 2),
      ...[
        [206, p.accent],
        [238, '#f6c445'],
        [270, p.main],
      ].map(([x, color]) =>
        [
          rect(Number(x), 170, 22, 120, p.glass, 11),
          rect(Number(x), 230, 22, 60, String(color), 11),
          rect(Number(x) - 3, 166, 28, 8, p.metal, 3),
        ].join(''),
      ),
      circle(120, 170, 8, p.main, { opacity: 0.6 }),
      circle(136, 146, 6, p.main, { opacity: 0.4 }),
    ].join(''),

  // A friendly toy robot with antenna, screen face and claw hands.
  'toy-robot': (p) =>
    [
      line('M200 70 L200 40', p.metalDark, 4),
      circle(200, 36, 8, p.accent),
      rect(140, 70, 120, 90, p.main, 20),
      rect(154, 86, 92, 54, p.screen, 12),
      circle(180, 112, 9, p.accent),
      circle(220, 112, 9, p.accent),
      rect(186, 128, 28, 5, p.light, 2),
      rect(180, 160, 40, 12, p.metalDark, 3),
      rect(130, 172, 140, 106, p.main, 18),
      rect(130, 172, 36, 106, p.light, 14, { opacity: 0.45 }),
      rect(170, 196, 60, 40, p.dark, 8),
      circle(186, 216, 6, '#f6c445'),
      circle(214, 216, 6, p.accent),
      line('M130 190 L96 250', p.metalDark, 14),
      line('M270 190 L304 250', p.metalDark, 14),
      circle(94, 256, 14, p.dark),
      circle(306, 256, 14, p.dark),
      rect(150, 278, 34, 40, p.metalDark, 6),
      rect(216, 278, 34, 40, p.metalDark, 6),
      rect(142, 312, 50, 18, p.dark, 6),
      rect(208, 312, 50, 18, p.dark, 6),
    ].join(''),

  // A football with classic pentagon panels.
  football: (p) =>
    [
      circle(200, 216, 114, p.white),
      path('M200 168 L236 194 L222 236 L178 236 L164 194 Z', p.plastic),
      path('M200 102 L226 112 L200 130 L174 112 Z', p.main),
      path('M290 170 L310 208 L292 226 L270 200 Z', p.main),
      path('M110 170 L130 200 L108 226 L90 208 Z', p.main),
      path('M150 300 L178 286 L190 316 L160 326 Z', p.main),
      path('M250 300 L222 286 L210 316 L240 326 Z', p.main),
      line(
        'M200 130 L200 168 M236 194 L270 200 M164 194 L130 200 M222 236 L222 286 M178 236 L178 286',
        p.metal,
        3,
      ),
      circle(200, 216, 114, 'none', { stroke: p.metal, 'stroke-width': 4 }),
      ellipse(150, 150, 30, 18, p.white, { opacity: 0.5 }),
    ].join(''),

  // A soft rag doll in a dress, with yarn hair and a stitched smile.
  doll: (p) =>
    [
      path('M150 170 L250 170 L290 320 L110 320 Z', p.main),
      path('M150 170 L190 170 L150 320 L110 320 Z', p.light, { opacity: 0.4 }),
      rect(110, 310, 180, 12, p.dark, 6),
      ...[140, 180, 220, 260].map((x) => circle(x, 290, 6, p.white, { opacity: 0.6 })),
      line('M150 190 L104 250 M250 190 L296 250', '#f2c9a5', 20),
      rect(160, 318, 24, 14, p.plastic, 5),
      rect(216, 318, 24, 14, p.plastic, 5),
      path(
        'M130 110 Q130 40 200 40 Q270 40 270 110 L280 190 L250 170 L250 110 L150 110 L150 170 L120 190 Z',
        '#c0542f',
      ),
      circle(200, 112, 56, '#f7d6b8'),
      path('M146 96 Q200 40 254 96 Q230 70 200 72 Q170 70 146 96 Z', '#c0542f'),
      line('M178 110 L188 110 M212 110 L222 110', p.ink, 4),
      line('M184 136 Q200 148 216 136', p.ink, 3),
      circle(168, 128, 8, '#f29b9b', { opacity: 0.6 }),
      circle(232, 128, 8, '#f29b9b', { opacity: 0.6 }),
    ].join(''),
};
