import { circle, type Drawing, ellipse, group, line, path, polygon, rect } from './kit';

const LCD = '#cfe3d6';
const LCD_INK = '#2d4a3a';
const POWDER = '#efe3c6';

/** A small digital display with a reading (blocky digits, no text), for health devices. */
const display = (x: number, y: number, width: number, height: number, ink = LCD_INK) =>
  [
    rect(x, y, width, height, LCD, 6),
    rect(x + 8, y + 8, width * 0.5, height - 16, ink, 3, { opacity: 0.75 }),
    rect(x + width * 0.5 + 14, y + 8, width * 0.5 - 22, (height - 16) / 2 - 2, ink, 2, { opacity: 0.5 }),
    rect(x + width * 0.5 + 14, y + height / 2 + 2, width * 0.5 - 22, (height - 16) / 2 - 2, ink, 2, {
      opacity: 0.5,
    }),
  ].join('');

/** A two-tone capsule lying on the floor, turned by `angle` degrees. */
const capsule = (x: number, y: number, angle: number, color: string) =>
  group(
    [
      rect(x - 20, y - 8, 40, 16, color, 8),
      rect(x, y - 8, 20, 16, '#ffffff', 8),
      rect(x - 4, y - 8, 8, 16, color),
      rect(x - 14, y - 5, 26, 4, '#ffffff', 2, { opacity: 0.45 }),
    ].join(''),
    `rotate(${angle} ${x} ${y})`,
  );

/** One hex dumbbell lying on its side, centred on (cx, cy). */
const hexDumbbell = (cx: number, cy: number, light: string, main: string, dark: string, metal: string) => {
  const head = (x: number) =>
    [
      rect(x, cy - 48, 50, 96, dark, 8),
      rect(x, cy - 48, 50, 26, light, 8),
      rect(x, cy - 30, 50, 50, main),
      rect(x, cy + 20, 50, 28, dark, 8),
      rect(x, cy + 20, 50, 6, dark),
      rect(x + 6, cy - 44, 14, 6, '#ffffff', 3, { opacity: 0.35 }),
    ].join('');
  return [
    rect(cx - 80, cy - 9, 160, 18, metal, 6),
    ...Array.from({ length: 9 }, (_, index) =>
      rect(cx - 36 + index * 8, cy - 9, 3, 18, '#000000', 1, { opacity: 0.12 }),
    ),
    rect(cx - 80, cy - 9, 160, 5, '#ffffff', 3, { opacity: 0.35 }),
    rect(cx - 72, cy - 16, 10, 32, metal, 3),
    rect(cx + 62, cy - 16, 10, 32, metal, 3),
    head(cx - 120),
    head(cx + 70),
    polygon(
      [
        [cx - 120, cy - 40],
        [cx - 130, cy - 30],
        [cx - 130, cy + 30],
        [cx - 120, cy + 40],
      ],
      dark,
    ),
  ].join('');
};

export const healthDrawings: Record<string, Drawing> = {
  // An upper-arm blood pressure monitor: the unit with its display and buttons, the cuff lying in front, the tube.
  'blood-pressure-monitor': (p) => {
    const cuff = (content: string, dy = 0) =>
      group(content, `translate(148 ${284 + dy}) scale(1 0.56) rotate(-8)`);
    return [
      // the monitor unit, standing behind on the right
      path('M318 112 L330 120 L330 290 L318 298 Z', p.metal),
      rect(180, 108, 144, 194, p.white, 22),
      rect(180, 108, 144, 24, p.paper, 14, { opacity: 0.8 }),
      rect(186, 118, 10, 168, p.paper, 5),
      rect(200, 128, 106, 80, p.plastic, 12),
      display(206, 134, 94, 68),
      rect(200, 220, 106, 6, p.main, 3),
      circle(253, 258, 21, p.main),
      circle(253, 258, 15, p.dark, { opacity: 0.35 }),
      circle(248, 253, 6, p.white, { opacity: 0.5 }),
      rect(204, 252, 20, 10, p.metal, 5),
      rect(282, 252, 20, 10, p.metal, 5),
      circle(300, 286, 4, p.accent),
      // the flat cuff with its hook-and-loop patch and D-ring
      cuff(rect(-110, -62, 220, 124, p.deep, 30), 12),
      cuff(rect(-110, -62, 220, 124, p.dark, 30), 6),
      cuff(
        [
          rect(-110, -62, 220, 124, p.main, 30),
          rect(-96, -50, 110, 100, p.light, 16, { opacity: 0.55 }),
          ...Array.from({ length: 24 }, (_, index) =>
            circle(-86 + (index % 6) * 18, -36 + Math.floor(index / 6) * 24, 2.5, p.main, { opacity: 0.6 }),
          ),
          rect(-104, -56, 208, 112, 'none', 22, {
            stroke: p.dark,
            'stroke-width': 3,
            'stroke-dasharray': '8 6',
          }),
          rect(80, -40, 22, 80, p.metal, 8),
          rect(86, -30, 10, 60, p.main, 4),
          rect(-96, -50, 110, 16, p.white, 8, { opacity: 0.3 }),
        ].join(''),
      ),
      // the tube from the cuff up into the side of the unit
      rect(166, 264, 18, 14, p.plastic, 4),
      line('M175 266 C176 226 140 200 150 176 C156 162 170 164 182 170', p.plasticDark, 7),
      rect(176, 162, 10, 16, p.metalDark, 3),
    ].join('');
  },

  // An infrared forehead thermometer seen from the side: sensor nose on the left, a display, a trigger, the grip.
  thermometer: (p) =>
    group(
      [
        path('M206 182 L262 182 L286 312 Q289 330 272 330 L240 330 Q226 330 224 316 Z', p.white),
        path('M246 182 L262 182 L286 312 Q289 330 272 330 L262 330 Z', p.paper),
        path('M220 250 L240 250 L252 318 L232 318 Z', p.main, { opacity: 0.85 }),
        path('M208 192 Q190 198 194 226 L212 222 Z', p.dark),
        path('M96 134 L124 124 L124 186 L96 176 Q88 155 96 134 Z', p.main),
        ellipse(92, 155, 7, 22, p.dark),
        ellipse(91, 155, 4, 14, p.deep),
        path(
          'M124 138 Q124 118 146 118 L290 118 Q314 118 314 142 L314 168 Q314 192 290 192 L146 192 Q124 192 124 172 Z',
          p.white,
        ),
        path('M124 150 L124 138 Q124 118 146 118 L290 118 Q314 118 314 142 L314 150 Z', p.paper, {
          opacity: 0.9,
        }),
        rect(140, 124, 150, 6, p.white, 3),
        rect(124, 174, 190, 18, p.main, 9),
        rect(132, 174, 174, 4, p.light, 2, { opacity: 0.6 }),
        rect(176, 128, 104, 42, p.plastic, 9),
        display(182, 133, 92, 32),
        circle(296, 150, 8, p.main),
        circle(294, 148, 3, p.white, { opacity: 0.6 }),
        ellipse(160, 130, 22, 5, p.white, { opacity: 0.7 }),
      ].join(''),
      'translate(-2 0)',
    ),

  // A supplement bottle with a ribbed cap and a label, a few capsules lying in front.
  'supplement-bottle': (p) =>
    [
      rect(146, 74, 108, 48, p.dark, 10),
      ...Array.from({ length: 9 }, (_, index) =>
        rect(153 + index * 11, 78, 5, 40, p.deep, 2, { opacity: 0.55 }),
      ),
      rect(150, 78, 30, 6, p.light, 3, { opacity: 0.5 }),
      rect(154, 118, 92, 14, p.paper, 4),
      path(
        'M154 130 L246 130 Q272 134 274 160 L276 306 Q276 326 256 326 L144 326 Q124 326 124 306 L126 160 Q128 134 154 130 Z',
        p.white,
      ),
      rect(134, 148, 16, 170, p.paper, 8),
      rect(124, 176, 152, 110, p.main),
      rect(124, 176, 152, 16, p.dark),
      rect(124, 270, 152, 16, p.dark),
      circle(200, 230, 26, p.white),
      path('M188 242 Q184 218 212 214 Q216 238 188 242 Z', p.main),
      line('M188 242 L204 224', p.white, 2),
      rect(252, 176, 24, 110, p.deep, 0, { opacity: 0.25 }),
      rect(266, 150, 8, 156, p.metal, 4, { opacity: 0.5 }),
      rect(138, 196, 8, 74, p.white, 4, { opacity: 0.35 }),
      capsule(108, 318, -18, p.accent),
      capsule(156, 320, 10, p.accent),
      capsule(292, 318, 24, p.accent),
    ].join(''),

  // A yoga mat seen from its end: the rolled part with its spiral, the unrolled part lying flat on the left.
  'yoga-mat': (p) => {
    const [cx, cy, r, dx, dy] = [240, 268, 60, 44, -54];
    return [
      // the flat, unrolled end
      polygon(
        [
          [60, 320],
          [cx, 320],
          [cx + dx, 320 + dy],
          [60 + dx, 320 + dy],
        ],
        p.main,
      ),
      polygon(
        [
          [60, 320],
          [60 + dx, 320 + dy],
          [60 + dx, 326 + dy],
          [60, 330],
        ],
        p.deep,
      ),
      rect(60, 320, cx - 60, 10, p.dark),
      polygon(
        [
          [72, 316],
          [150, 316],
          [180, 280],
          [102, 280],
        ],
        p.light,
        { opacity: 0.45 },
      ),
      polygon(
        [
          [cx - 40, 320],
          [cx, 320],
          [cx + dx, 320 + dy],
          [cx - 40 + dx, 320 + dy],
        ],
        p.deep,
        { opacity: 0.3 },
      ),
      // the roll: its length going back, then the spiral end facing us
      circle(cx + dx, cy + dy, r, p.dark),
      polygon(
        [
          [cx - r * 0.79, cy - r * 0.61],
          [cx - r * 0.79 + dx, cy - r * 0.61 + dy],
          [cx + r * 0.79 + dx, cy + r * 0.61 + dy],
          [cx + r * 0.79, cy + r * 0.61],
        ],
        p.dark,
      ),
      line(`M${cx - r * 0.79 + 4} ${cy - r * 0.61 - 2} l${dx} ${dy}`, p.light, 10, { opacity: 0.5 }),
      circle(cx, cy, r, p.main),
      ...[53, 42, 31, 20, 9].map((radius, index) =>
        circle(cx + (index % 2) * 1.5, cy + (index % 2) * 1.5, radius, 'none', {
          stroke: p.dark,
          'stroke-width': 3,
        }),
      ),
      circle(cx + 2, cy + 2, 5, p.deep),
      path(`M${cx - r + 8} ${cy - 10} A${r - 8} ${r - 8} 0 0 1 ${cx - 10} ${cy - r + 8}`, 'none', {
        stroke: p.white,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.35,
      }),
    ].join('');
  },

  // A smart bathroom scale seen from above at an angle: glass top, four electrodes and a display.
  'bathroom-scale': (p) => {
    const plate = (fill: string, extra = {}) => rect(-100, -100, 200, 200, fill, 34, extra);
    const onTop = (content: string, dy: number) =>
      group(content, `translate(200 ${248 + dy}) scale(1 0.52) rotate(-16)`);
    return [
      onTop(plate(p.deep), 16),
      onTop(plate(p.dark), 10),
      onTop(
        [
          plate(p.main),
          rect(-90, -90, 180, 180, p.light, 28, { opacity: 0.35 }),
          path('M-90 -60 Q-90 -90 -60 -90 L20 -90 L-90 20 Z', p.white, { opacity: 0.25 }),
          rect(-78, -78, 52, 60, p.metal, 12),
          rect(26, -78, 52, 60, p.metal, 12),
          rect(-78, 22, 52, 60, p.metal, 12),
          rect(26, 22, 52, 60, p.metal, 12),
          rect(-74, -74, 20, 50, p.white, 8, { opacity: 0.4 }),
          rect(-74, 26, 20, 50, p.white, 8, { opacity: 0.4 }),
          rect(-30, -16, 60, 32, p.screen, 8),
          rect(-22, -9, 28, 18, '#9fe0b8', 2),
          rect(12, -9, 10, 8, '#9fe0b8', 1, { opacity: 0.6 }),
          rect(12, 2, 10, 7, '#5fd3f3', 1, { opacity: 0.8 }),
        ].join(''),
        0,
      ),
    ].join('');
  },

  // Loop resistance bands of five strengths, fanned out from one end.
  'resistance-bands': (p) =>
    [
      [p.deep, -58],
      [p.dark, -44],
      [p.accent, -30],
      [p.main, -16],
      [p.light, -2],
    ]
      .map(([color, angle]) =>
        group(
          [
            rect(-10, -26, 214, 52, 'none', 26, { stroke: p.ink, 'stroke-width': 18, opacity: 0.12 }),
            rect(-10, -26, 214, 52, 'none', 26, { stroke: String(color), 'stroke-width': 14 }),
            line('M20 -30 L176 -30', p.white, 3, { opacity: 0.35 }),
          ].join(''),
          `translate(104 296) rotate(${angle})`,
        ),
      )
      .join(''),

  // A first aid kit: a hard case with a handle, two latches and a big white cross.
  'first-aid-kit': (p) =>
    [
      line('M168 122 L168 104 Q168 92 180 92 L220 92 Q232 92 232 104 L232 122', p.deep, 14),
      rect(70, 124, 260, 206, p.deep, 24),
      rect(70, 116, 260, 206, p.main, 24),
      rect(70, 116, 260, 50, p.light, 24, { opacity: 0.45 }),
      rect(70, 162, 260, 8, p.dark),
      rect(70, 116, 56, 206, p.light, 22, { opacity: 0.3 }),
      rect(110, 154, 26, 24, p.metal, 5),
      rect(264, 154, 26, 24, p.metal, 5),
      rect(114, 164, 18, 4, p.metalDark, 2),
      rect(268, 164, 18, 4, p.metalDark, 2),
      rect(176, 190, 48, 112, p.dark, 6, { opacity: 0.35 }),
      rect(172, 186, 56, 112, p.white, 6),
      rect(144, 214, 112, 56, p.white, 6),
      rect(82, 126, 10, 180, p.white, 5, { opacity: 0.25 }),
    ].join(''),

  // A percussion massage gun seen from the side: motor body, ball attachment, grip and battery base.
  'massage-gun': (p) =>
    [
      path('M198 176 L258 176 L250 300 L206 300 Z', p.plastic),
      path('M236 176 L258 176 L250 300 L238 300 Z', p.plasticDark),
      ...[0, 1, 2, 3, 4, 5].map((index) => rect(210, 200 + index * 16, 26, 6, p.plasticDark, 3)),
      rect(190, 294, 76, 36, p.dark, 14),
      rect(190, 294, 76, 10, p.main, 6),
      circle(250, 316, 4, p.accent),
      rect(110, 140, 24, 36, p.metal, 4),
      rect(110, 140, 24, 8, p.white, 3, { opacity: 0.5 }),
      circle(88, 158, 30, p.plastic),
      circle(80, 148, 10, p.white, { opacity: 0.25 }),
      path(
        'M134 118 L290 118 Q326 118 326 158 Q326 198 290 198 L134 198 Q126 198 126 188 L126 128 Q126 118 134 118 Z',
        p.main,
      ),
      path('M134 118 L290 118 Q320 118 325 146 L126 146 L126 128 Q126 118 134 118 Z', p.light, {
        opacity: 0.5,
      }),
      rect(126, 186, 176, 12, p.dark, 6, { opacity: 0.5 }),
      circle(300, 158, 24, p.dark),
      circle(300, 158, 16, p.deep),
      ...[0, 1, 2, 3].map((index) => circle(170 + index * 18, 168, 4, index < 3 ? p.accent : p.white)),
      rect(150, 126, 80, 6, p.white, 3, { opacity: 0.55 }),
    ].join(''),

  // A pair of hex dumbbells, one lying behind the other.
  dumbbell: (p) =>
    group(
      hexDumbbell(214, 208, p.main, p.dark, p.deep, p.metalDark) +
        hexDumbbell(196, 282, p.light, p.main, p.dark, p.metal),
      'translate(20 33) scale(0.9)',
    ),

  // A fingertip pulse oximeter seen from the side: a rounded clip with a display, the finger opening, a lanyard.
  'pulse-oximeter': (p) =>
    [
      line('M318 292 Q352 300 348 266 Q344 240 318 250', p.plastic, 4),
      // lower jaw
      path(
        'M86 282 Q86 256 118 258 L296 250 Q324 250 324 278 L324 304 Q324 330 296 330 L118 330 Q86 330 86 304 Z',
        p.dark,
      ),
      rect(96, 304, 220, 22, p.deep, 11, { opacity: 0.45 }),
      // the finger opening between the jaws, wide at the front and closing towards the hinge
      path(
        'M80 226 Q120 236 230 240 L300 244 L300 256 L230 258 Q120 262 84 274 Q70 250 80 226 Z',
        p.plasticDark,
      ),
      path('M86 244 Q140 248 240 248 L240 252 Q140 254 88 258 Z', p.metalDark, { opacity: 0.6 }),
      rect(286, 230, 40, 40, p.deep, 12),
      circle(306, 250, 6, p.metalDark),
      // upper jaw with the display
      path(
        'M78 196 Q78 146 130 146 L284 146 Q326 146 326 186 L326 216 Q326 242 298 242 L230 240 Q120 236 84 226 Q78 214 78 196 Z',
        p.main,
      ),
      path('M78 196 Q78 146 130 146 L180 146 L140 234 Q110 232 84 226 Q78 214 78 196 Z', p.light, {
        opacity: 0.45,
      }),
      rect(146, 158, 154, 70, p.screen, 12),
      rect(158, 168, 56, 32, '#5fd3f3', 4),
      rect(226, 168, 60, 32, '#f5a04a', 4),
      rect(166, 174, 10, 20, p.screen, 2, { opacity: 0.35 }),
      rect(234, 174, 10, 20, p.screen, 2, { opacity: 0.35 }),
      line('M158 214 L188 214 L196 204 L206 222 L216 208 L288 208', '#9fe0b8', 3),
      circle(114, 190, 8, p.accent),
      rect(108, 154, 60, 6, p.white, 3, { opacity: 0.5 }),
    ].join(''),

  // A slim fitness band lying on the table: a closed strap with the tracker and its narrow screen in front.
  'fitness-band': (p) =>
    [
      path('M82 226 A118 78 0 0 1 318 226 L318 252 A118 78 0 0 0 82 252 Z', p.dark),
      path('M82 226 A118 78 0 0 1 318 226 L318 252 A118 78 0 0 0 82 252 Z', p.deep, { opacity: 0.3 }),
      ellipse(200, 226, 118, 78, 'none', { stroke: p.light, 'stroke-width': 3, opacity: 0.7 }),
      path('M82 226 A118 78 0 0 0 318 226 L318 252 A118 78 0 0 1 82 252 Z', p.main),
      path('M82 226 A118 78 0 0 0 318 226 L318 234 A118 78 0 0 1 82 234 Z', p.light, { opacity: 0.5 }),
      ...[0, 1, 2, 3, 4].map((index) => {
        const x = 104 + index * 11;
        const y = 252 + Math.sqrt(1 - ((x - 200) / 118) ** 2) * 78 - 13;
        return ellipse(x, y, 2.5, 3.5, p.deep, { opacity: 0.7 });
      }),
      rect(138, 286, 124, 46, p.plastic, 18),
      rect(150, 297, 100, 24, p.screen, 12),
      rect(162, 304, 36, 10, '#9fe0b8', 3),
      rect(204, 304, 16, 10, '#5fd3f3', 3),
      rect(226, 304, 12, 10, p.white, 3, { opacity: 0.6 }),
      rect(150, 290, 70, 4, p.white, 2, { opacity: 0.35 }),
    ].join(''),

  // A tub of protein powder with a label, and a filled scoop in front.
  'protein-tub': (p) =>
    [
      path('M116 126 L284 126 L284 318 A84 12 0 0 1 116 318 Z', p.plastic),
      rect(124, 136, 18, 180, p.white, 9, { opacity: 0.12 }),
      path('M116 166 L284 166 L284 286 L116 286 Z', p.main),
      rect(116, 166, 168, 16, p.light, 0, { opacity: 0.6 }),
      rect(116, 270, 168, 16, p.dark),
      rect(256, 166, 28, 120, p.deep, 0, { opacity: 0.25 }),
      rect(164, 220, 72, 10, p.white, 4),
      rect(160, 204, 14, 42, p.white, 5),
      rect(226, 204, 14, 42, p.white, 5),
      rect(150, 212, 8, 26, p.white, 3),
      rect(242, 212, 8, 26, p.white, 3),
      rect(108, 94, 184, 40, p.dark, 10),
      ellipse(200, 94, 92, 14, p.main),
      ellipse(200, 94, 80, 9, p.light, { opacity: 0.5 }),
      ...Array.from({ length: 15 }, (_, index) =>
        rect(114 + index * 12, 104, 4, 26, p.deep, 2, { opacity: 0.4 }),
      ),
      line('M180 326 L250 316', p.white, 9),
      line('M184 327 L248 318', p.paper, 3),
      path('M248 306 A36 12 0 0 0 320 306 Q316 332 284 332 Q252 332 248 306 Z', p.white),
      path('M250 308 Q252 326 284 328 L284 332 Q252 332 248 306 Z', p.paper),
      path('M252 304 Q284 282 316 304 Q284 314 252 304 Z', POWDER),
      ellipse(276, 298, 10, 3, p.white, { opacity: 0.6 }),
    ].join(''),
};
