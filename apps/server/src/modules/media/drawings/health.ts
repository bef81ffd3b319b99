import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

/** A small digital display with a reading, for health devices. */
const display = (x: number, y: number, width: number, height: number, ink: string) =>
  [
    rect(x, y, width, height, '#cfe3d6', 6),
    rect(x + 8, y + 8, width * 0.5, height - 16, ink, 3, { opacity: 0.75 }),
    rect(x + width * 0.5 + 14, y + 8, width * 0.5 - 22, (height - 16) / 2 - 2, ink, 2, { opacity: 0.5 }),
    rect(x + width * 0.5 + 14, y + height / 2 + 2, width * 0.5 - 22, (height - 16) / 2 - 2, ink, 2, {
      opacity: 0.5,
    }),
  ].join('');

export const healthDrawings: Record<string, Drawing> = {
  // An upper-arm blood pressure monitor with its cuff and tube.
  'blood-pressure-monitor': (p) =>
    [
      path('M250 250 Q330 250 330 300 Q330 330 290 330 L230 330 Q200 330 200 300', 'none', {
        stroke: p.plastic,
        'stroke-width': 6,
      }),
      path(
        'M60 250 Q60 220 100 220 L180 220 Q210 220 210 250 L210 300 Q210 330 180 330 L100 330 Q60 330 60 300 Z',
        p.dark,
      ),
      path(
        'M70 254 Q70 232 100 232 L176 232 Q198 232 198 254 L198 296 Q198 318 176 318 L100 318 Q70 318 70 296 Z',
        p.main,
      ),
      line('M80 275 L190 275', p.light, 3, { 'stroke-dasharray': '6 6' }),
      rect(180, 120, 160, 200, p.white, 24),
      rect(180, 120, 40, 200, p.paper, 20),
      display(200, 144, 120, 74, p.screen),
      circle(230, 266, 20, p.main),
      circle(230, 266, 8, p.light),
      rect(270, 256, 46, 20, p.metal, 8),
      circle(204, 292, 5, p.accent),
    ].join(''),

  // An infrared forehead thermometer with its small display.
  thermometer: (p) =>
    group(
      [
        path(
          'M120 120 Q120 90 150 90 L290 90 Q320 90 320 120 L320 160 Q320 186 290 186 L230 186 L214 318 Q212 330 198 330 L178 330 Q164 330 166 316 L180 186 L150 186 Q120 186 120 160 Z',
          p.white,
        ),
        path('M120 120 Q120 90 150 90 L290 90 Q320 90 320 106 L120 106 Z', p.paper),
        rect(290, 104, 30, 68, p.main, 12),
        circle(320, 138, 12, p.dark),
        display(150, 110, 110, 52, p.screen),
        rect(186, 210, 24, 40, p.main, 10),
        path('M180 186 L230 186 L226 200 L178 200 Z', p.metal, { opacity: 0.5 }),
      ].join(''),
      'rotate(-6 220 210)',
    ),

  // A supplement bottle with a label, capsules in front.
  'supplement-bottle': (p) =>
    [
      rect(140, 70, 120, 50, p.dark, 10),
      ...Array.from({ length: 10 }, (_, index) =>
        rect(146 + index * 11, 74, 5, 42, p.deep, 2, { opacity: 0.6 }),
      ),
      rect(150, 116, 100, 16, p.paper, 4),
      path(
        'M130 140 Q130 126 146 126 L254 126 Q270 126 270 140 L276 310 Q276 328 258 328 L142 328 Q124 328 124 310 Z',
        p.white,
      ),
      rect(136, 140, 20, 180, p.paper, 10),
      rect(124, 180, 152, 100, p.main, 4),
      rect(124, 180, 152, 20, p.dark, 4),
      rect(190, 214, 20, 56, p.white, 4),
      rect(172, 232, 56, 20, p.white, 4),
      ...[
        [92, 318, -20],
        [300, 320, 30],
        [324, 306, -10],
      ].map(([x = 0, y = 0, angle = 0]) =>
        group(
          rect(x - 22, y - 9, 44, 18, p.accent, 9) + rect(x, y - 9, 22, 18, p.white, 9),
          `rotate(${angle} ${x} ${y})`,
        ),
      ),
    ].join(''),

  // A yoga mat, rolled, with an unrolled end lying in front.
  'yoga-mat': (p) =>
    [
      path('M60 290 L240 250 L340 300 L160 330 Z', p.main),
      path('M160 330 L340 300 L340 306 L160 336 Z', p.dark),
      line('M100 292 L270 258', p.light, 3, { opacity: 0.6 }),
      rect(90, 150, 220, 110, p.main, 55),
      rect(90, 150, 220, 30, p.light, 15, { opacity: 0.5 }),
      ellipse(300, 205, 26, 55, p.dark),
      ellipse(300, 205, 18, 42, p.main),
      ellipse(300, 205, 10, 26, p.dark),
      rect(150, 146, 14, 118, p.plastic, 4),
      rect(230, 146, 14, 118, p.plastic, 4),
    ].join(''),

  // A smart bathroom scale seen at an angle, with its display.
  'bathroom-scale': (p) =>
    [
      path('M70 260 L220 200 L340 250 L190 320 Z', p.white),
      path('M190 320 L340 250 L340 262 L190 332 Z', p.metalDark),
      path('M70 260 L190 320 L190 332 L70 272 Z', p.metal),
      path('M84 260 L220 206 L326 250 L190 312 Z', p.main, { opacity: 0.85 }),
      path('M180 222 L226 204 L256 218 L210 236 Z', p.screen),
      path('M190 222 L214 212 L230 220 L206 230 Z', '#9fe0b8'),
      ellipse(150, 268, 34, 14, p.white, { opacity: 0.35 }),
      ellipse(250, 270, 34, 14, p.white, { opacity: 0.35 }),
    ].join(''),

  // Loop resistance bands of increasing strength, fanned out.
  'resistance-bands': (p) =>
    [
      ...[
        [0, p.light],
        [1, p.main],
        [2, p.dark],
        [3, p.accent],
        [4, p.accentDark],
      ].map(([index, color]) =>
        ellipse(200, 300 - Number(index) * 36, 130 - Number(index) * 10, 26, 'none', {
          stroke: String(color),
          'stroke-width': 18,
        }),
      ),
    ].join(''),

  // A first aid kit case with a white cross and a handle.
  'first-aid-kit': (p) =>
    [
      path('M160 120 Q160 90 190 90 L210 90 Q240 90 240 120', 'none', { stroke: p.dark, 'stroke-width': 14 }),
      rect(70, 120, 260, 206, p.dark, 24),
      rect(70, 114, 260, 200, p.main, 24),
      rect(70, 114, 60, 200, p.light, 22, { opacity: 0.4 }),
      rect(70, 160, 260, 8, p.dark, 2),
      rect(176, 186, 48, 112, p.white, 6),
      rect(144, 218, 112, 48, p.white, 6),
      rect(80, 120, 12, 190, p.white, 6, { opacity: 0.2 }),
    ].join(''),

  // A massage gun: a round head with a ball attachment on a grip.
  'massage-gun': (p) =>
    [
      rect(170, 170, 60, 150, p.plastic, 22),
      rect(178, 180, 16, 130, p.plasticDark, 8),
      rect(166, 300, 68, 28, p.dark, 12),
      path('M110 100 L300 100 Q330 100 330 140 Q330 180 300 180 L110 180 Z', p.main),
      path('M110 100 L300 100 Q324 100 328 124 L110 124 Z', p.light, { opacity: 0.55 }),
      rect(70, 116, 44, 48, p.metal, 8),
      circle(60, 140, 32, p.plastic),
      circle(52, 130, 10, p.white, { opacity: 0.3 }),
      circle(300, 140, 22, p.dark),
      ...[0, 1, 2, 3].map((index) => circle(258 - index * 18, 164, 4, index < 3 ? p.accent : p.white)),
    ].join(''),

  // A pair of hex dumbbells, one resting behind the other.
  dumbbell: (p) => {
    const dumbbell = (y: number, body: string, shade: string) =>
      [
        rect(120, y - 9, 160, 18, p.metalDark, 8),
        rect(150, y - 7, 100, 14, p.metal, 6),
        ...[70, 280].map((x) =>
          [
            path(
              `M${x} ${y - 30} L${x + 12} ${y - 50} L${x + 38} ${y - 50} L${x + 50} ${y - 30} L${x + 50} ${y + 30} L${x + 38} ${y + 50} L${x + 12} ${y + 50} L${x} ${y + 30} Z`,
              body,
            ),
            path(
              `M${x + 12} ${y - 50} L${x + 38} ${y - 50} L${x + 50} ${y - 30} L${x} ${y - 30} Z`,
              p.white,
              { opacity: 0.3 },
            ),
            path(`M${x} ${y + 30} L${x + 50} ${y + 30} L${x + 38} ${y + 50} L${x + 12} ${y + 50} Z`, shade),
          ].join(''),
        ),
      ].join('');
    return group(dumbbell(200, p.dark, p.deep), 'translate(20 0)') + dumbbell(278, p.main, p.dark);
  },

  // A fingertip pulse oximeter with its reading.
  'pulse-oximeter': (p) =>
    [
      path(
        'M100 220 Q100 170 150 170 L280 170 Q320 170 320 220 L320 300 Q320 328 290 328 L130 328 Q100 328 100 300 Z',
        p.dark,
      ),
      path(
        'M96 150 Q96 110 140 110 L280 110 Q320 110 320 150 L320 220 Q320 240 300 240 L116 240 Q96 240 96 220 Z',
        p.main,
      ),
      path('M96 150 Q96 110 140 110 L180 110 L160 240 L116 240 Q96 240 96 220 Z', p.light, { opacity: 0.45 }),
      rect(150, 130, 130, 84, p.screen, 10),
      rect(164, 144, 50, 30, '#5fd3f3', 4),
      rect(224, 144, 42, 30, '#f5a04a', 4),
      line('M162 196 L190 196 L198 182 L208 204 L216 190 L270 190', '#9fe0b8', 3),
      circle(300, 290, 10, p.plastic),
    ].join(''),

  // A slim fitness band with a narrow screen and a buckle.
  'fitness-band': (p) =>
    [
      ellipse(200, 220, 100, 108, 'none', { stroke: p.main, 'stroke-width': 30 }),
      ellipse(200, 220, 100, 108, 'none', { stroke: p.dark, 'stroke-width': 6, 'stroke-dasharray': '3 18' }),
      rect(170, 90, 60, 110, p.plastic, 24),
      rect(178, 100, 44, 90, p.screen, 16),
      rect(186, 118, 28, 8, '#9fe0b8', 3),
      rect(186, 134, 20, 20, '#5fd3f3', 4, { opacity: 0.9 }),
      rect(186, 162, 28, 6, p.white, 3, { opacity: 0.6 }),
      rect(180, 310, 40, 14, p.metal, 5),
    ].join(''),

  // A tub of protein powder with a scoop beside it.
  'protein-tub': (p) =>
    [
      rect(110, 80, 180, 40, p.dark, 12),
      rect(110, 80, 180, 12, p.light, 6, { opacity: 0.4 }),
      path('M116 116 L284 116 L290 306 Q290 328 268 328 L132 328 Q110 328 110 306 Z', p.plastic),
      rect(122, 124, 24, 196, p.plasticDark, 10, { opacity: 0.5 }),
      rect(110, 170, 180, 110, p.main, 4),
      rect(110, 170, 180, 20, p.light, 4, { opacity: 0.6 }),
      path('M200 204 L216 230 L200 256 L184 230 Z', p.white),
      ellipse(316, 318, 28, 12, p.white),
      ellipse(316, 314, 22, 8, '#efe3c6'),
      line('M340 314 L362 292', p.white, 8),
    ].join(''),
};
