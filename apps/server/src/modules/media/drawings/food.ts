import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

const bean = (x: number, y: number, angle: number) =>
  group(
    ellipse(x, y, 12, 8, '#5a3420') + line(`M${x - 9} ${y} Q${x} ${y - 3} ${x + 9} ${y}`, '#2e1a0f', 2),
    `rotate(${angle} ${x} ${y})`,
  );

export const foodDrawings: Record<string, Drawing> = {
  // A stand-up coffee pouch with a valve and a label, beans in front.
  'coffee-bag': (p) =>
    [
      path('M120 90 L280 90 L292 318 Q292 326 282 326 L118 326 Q108 326 108 318 Z', p.dark),
      path('M120 90 L170 90 L160 326 L118 326 Q108 326 108 318 Z', p.main),
      rect(116, 70, 168, 28, p.deep, 4),
      ...Array.from({ length: 10 }, (_, index) =>
        rect(120 + index * 16, 70, 8, 28, p.dark, 2, { opacity: 0.4 }),
      ),
      rect(140, 170, 120, 100, p.paper, 10),
      circle(200, 206, 22, '#6b3f23'),
      line('M190 196 Q200 206 210 216', p.paper, 4),
      rect(160, 240, 80, 10, p.dark, 5, { opacity: 0.6 }),
      circle(250, 130, 10, p.deep),
      circle(250, 130, 4, p.metal),
      bean(110, 320, -20),
      bean(136, 326, 30),
      bean(290, 322, 10),
      bean(314, 316, -30),
    ].join(''),

  // A round tea tin with its lid set aside and a cup of tea beside it.
  'tea-tin': (p) =>
    [
      ellipse(120, 300, 40, 10, p.dark),
      rect(80, 280, 80, 20, p.main, 10),
      rect(120, 120, 140, 206, p.main, 12),
      rect(120, 120, 40, 206, p.light, 12, { opacity: 0.5 }),
      rect(230, 120, 30, 206, p.dark, 12, { opacity: 0.5 }),
      rect(120, 180, 140, 86, p.paper),
      path('M190 196 Q160 220 190 252 Q220 220 190 196 Z', '#5c9a4a'),
      line('M190 200 L190 250', '#3b6e2f', 2),
      ellipse(190, 120, 70, 14, p.dark),
      ellipse(190, 118, 64, 10, '#6f8f3a'),
      path('M250 270 L330 270 L322 318 Q320 328 308 328 L272 328 Q260 328 258 318 Z', p.white),
      ellipse(290, 272, 40, 7, '#c98a3a'),
      line('M330 282 Q352 286 348 300 Q344 310 326 308', p.white, 6),
    ].join(''),

  // A jar of amber honey with a wooden dipper and a cloth lid.
  'honey-jar': (p) =>
    [
      path('M110 150 L290 150 L300 300 Q300 326 270 326 L130 326 Q100 326 100 300 Z', '#f0a92a'),
      path('M110 150 L150 150 L140 326 L130 326 Q100 326 100 300 Z', '#f7c65b'),
      path('M250 150 L290 150 L300 300 Q300 326 270 326 L262 326 Z', '#d98a12'),
      rect(130, 200, 140, 80, p.paper, 10),
      path('M200 218 l16 9 l0 18 l-16 9 l-16 -9 l0 -18 Z', p.main),
      path('M96 116 Q200 96 304 116 L300 152 L100 152 Z', p.main),
      line('M100 146 L300 146', p.dark, 6),
      path('M96 116 Q200 96 304 116 L308 124 Q200 108 92 124 Z', p.light),
      line('M246 60 L304 210', p.wood, 10),
      ellipse(302, 210, 18, 24, p.woodDark, { transform: 'rotate(-20 302 210)' }),
    ].join(''),

  // A resealable snack pouch with a window showing the nuts inside.
  'snack-pouch': (p) =>
    [
      path('M116 80 L284 80 L296 316 Q296 326 286 326 L114 326 Q104 326 104 316 Z', p.main),
      path('M116 80 L160 80 L152 326 L114 326 Q104 326 104 316 Z', p.light, { opacity: 0.5 }),
      rect(112, 80, 176, 24, p.dark, 4),
      line('M116 116 L284 116', p.deep, 4),
      rect(140, 150, 120, 120, p.paper, 60),
      ...[
        [170, 190, '#c98a4b'],
        [205, 180, '#a86a34'],
        [232, 205, '#d9a566'],
        [180, 228, '#b77a3e'],
        [216, 238, '#c98a4b'],
        [150, 210, '#d9a566'],
      ].map(([x, y, color]) =>
        ellipse(Number(x), Number(y), 16, 11, String(color), {
          transform: `rotate(${Number(x) % 60} ${x} ${y})`,
        }),
      ),
      rect(160, 290, 80, 10, p.dark, 5, { opacity: 0.6 }),
    ].join(''),

  // A tall olive-oil bottle with a label, a small dish of oil beside it.
  'oil-bottle': (p) =>
    [
      rect(176, 46, 48, 30, p.deep, 6),
      path(
        'M180 74 L220 74 L222 120 Q262 150 262 200 L262 310 Q262 326 246 326 L154 326 Q138 326 138 310 L138 200 Q138 150 178 120 Z',
        '#556b2f',
      ),
      path('M150 196 Q152 156 184 130 L190 134 Q166 160 166 200 L166 310 L150 310 Z', '#8ea35a', {
        opacity: 0.6,
      }),
      rect(146, 200, 108, 88, p.paper, 6),
      rect(146, 200, 108, 18, p.main, 6),
      path('M200 230 Q180 250 200 270 Q220 250 200 230 Z', '#6b8e23'),
      ellipse(300, 318, 40, 10, p.white),
      ellipse(300, 314, 30, 6, '#c9b037'),
    ].join(''),

  // A chocolate bar, its wrapper folded back to show the squares.
  'chocolate-bar': (p) =>
    group(
      [
        rect(110, 100, 180, 230, '#4a2a1a', 8),
        ...Array.from({ length: 4 }, (_, row) =>
          Array.from({ length: 3 }, (_, col) =>
            [
              rect(120 + col * 56, 110 + row * 36, 48, 30, '#6b3f23', 4),
              rect(120 + col * 56, 110 + row * 36, 48, 8, '#8a5a3a', 4),
            ].join(''),
          ).join(''),
        ),
        rect(106, 250, 188, 84, p.main, 6),
        path('M106 250 L294 250 L294 266 L106 262 Z', p.light),
        rect(106, 230, 188, 20, p.paper, 2, { opacity: 0.9 }),
        circle(200, 294, 20, p.dark),
        rect(140, 316, 120, 8, p.dark, 4, { opacity: 0.6 }),
      ].join(''),
      'rotate(-8 200 220)',
    ),

  // A cereal box with a bowl of oats on the front.
  'cereal-box': (p) =>
    [
      path('M110 60 L270 60 L300 80 L300 320 L270 330 L110 330 Z', p.dark),
      rect(110, 60, 160, 270, p.main, 4),
      rect(110, 60, 30, 270, p.light, 4, { opacity: 0.5 }),
      rect(124, 82, 132, 40, p.paper, 8),
      rect(136, 94, 80, 16, p.dark, 4, { opacity: 0.5 }),
      path('M130 220 Q190 216 250 220 Q246 286 190 290 Q134 286 130 220 Z', p.white),
      ellipse(190, 220, 60, 12, '#e8d2a0'),
      ...[
        [170, 214],
        [196, 218],
        [214, 212],
        [184, 210],
      ].map(([x = 0, y = 0]) => circle(x, y, 8, '#d84c6a')),
      line('M234 180 L270 150', p.metal, 6),
    ].join(''),

  // A cloth sack of rice, tied open at the top with grains showing.
  'rice-sack': (p) =>
    [
      path('M110 130 Q100 230 110 300 Q120 330 200 330 Q280 330 290 300 Q300 230 290 130 Z', '#efe6d2'),
      path('M110 130 Q100 230 110 300 Q118 322 160 328 Q130 240 140 130 Z', '#fff8e8'),
      path('M262 130 Q280 240 266 326 Q288 318 290 300 Q300 230 290 130 Z', '#d9ccb0'),
      ellipse(200, 130, 92, 22, '#d9ccb0'),
      ellipse(200, 126, 80, 16, '#ffffff'),
      ...Array.from({ length: 14 }, (_, index) =>
        ellipse(140 + ((index * 37) % 120), 122 + ((index * 13) % 12), 6, 3, '#e9e4d6', {
          transform: `rotate(${index * 25} ${140 + ((index * 37) % 120)} ${122 + ((index * 13) % 12)})`,
        }),
      ),
      path('M110 150 Q200 170 290 150 L292 172 Q200 192 108 172 Z', p.main),
      rect(140, 210, 120, 80, p.main, 10),
      path('M200 226 Q180 250 200 276 Q220 250 200 226 Z', p.light),
      line('M200 232 L200 272', p.dark, 2),
    ].join(''),

  // A round cookie tin, its lid leaning against it, cookies on top.
  'cookie-tin': (p) =>
    [
      group(
        ellipse(290, 220, 30, 90, p.dark) +
          ellipse(286, 220, 24, 84, p.main) +
          ellipse(286, 220, 14, 50, p.light, { opacity: 0.5 }),
        'rotate(8 290 220)',
      ),
      path('M90 220 L270 220 L270 300 Q270 326 180 326 Q90 326 90 300 Z', p.main),
      path('M90 220 L130 220 L130 320 Q90 314 90 300 Z', p.light, { opacity: 0.5 }),
      rect(90, 250, 180, 26, p.paper, 2, { opacity: 0.9 }),
      ...[110, 140, 170, 200, 230].map((x) => circle(x + 8, 263, 6, p.accent)),
      ellipse(180, 220, 90, 20, p.dark),
      ellipse(150, 210, 34, 14, '#e0b06a'),
      ellipse(204, 204, 34, 14, '#d39a50'),
      ellipse(178, 196, 30, 12, '#eac27f'),
      circle(178, 194, 4, '#b07530'),
      circle(150, 208, 4, '#b07530'),
    ].join(''),

  // Three glass spice jars with coloured spices and lids.
  'spice-jars': (p) =>
    [
      ...[
        [84, '#c8452f'],
        [164, '#e6b422'],
        [244, '#7a5230'],
      ].map(([x, spice]) => {
        const left = Number(x);
        return [
          rect(left, 150, 72, 176, p.glass, 10),
          rect(left + 4, 196, 64, 126, String(spice), 8),
          rect(left + 4, 196, 14, 126, p.white, 6, { opacity: 0.25 }),
          rect(left - 4, 126, 80, 30, p.main, 8),
          rect(left - 4, 146, 80, 10, p.dark, 4),
          rect(left + 10, 236, 52, 40, p.paper, 4),
        ].join('');
      }),
    ].join(''),

  // A pack of spaghetti with a window, a few strands beside it.
  'pasta-pack': (p) =>
    [
      group(
        [
          rect(150, 40, 100, 290, p.main, 10),
          rect(150, 40, 26, 290, p.light, 10, { opacity: 0.5 }),
          rect(166, 110, 68, 150, p.glass, 8),
          ...Array.from({ length: 9 }, (_, index) => rect(170 + index * 7, 112, 4, 146, '#f1cf7a', 2)),
          rect(150, 40, 100, 40, p.dark, 8),
          rect(166, 280, 68, 12, p.paper, 6),
        ].join(''),
        'rotate(-12 200 200)',
      ),
      ...[0, 1, 2, 3].map((index) =>
        line(`M${230 + index * 6} 320 L${340 - index * 4} ${300 - index * 10}`, '#e8c065', 4),
      ),
    ].join(''),

  // A voucher ticket with a coffee cup motif and a perforated stub.
  'e-voucher': (p) =>
    group(
      [
        rect(76, 136, 256, 140, p.deep, 16, { opacity: 0.3 }),
        path('M70 130 L330 130 L330 180 Q312 200 330 220 L330 270 L70 270 L70 220 Q88 200 70 180 Z', p.main),
        path('M70 130 L250 130 L250 270 L70 270 L70 220 Q88 200 70 180 Z', p.light, { opacity: 0.25 }),
        line('M256 140 L256 262', p.white, 4, { 'stroke-dasharray': '8 8' }),
        path('M120 170 L200 170 L194 230 Q192 240 182 240 L138 240 Q128 240 126 230 Z', p.white),
        line('M200 182 Q220 184 218 200 Q216 214 198 214', p.white, 8),
        line('M146 160 Q140 148 150 138 M176 160 Q170 148 180 138', p.white, 4, { opacity: 0.8 }),
        circle(292, 200, 20, p.white, { opacity: 0.9 }),
        rect(284, 188, 16, 24, p.main, 3),
      ].join(''),
      'rotate(-6 200 200) translate(0 40)',
    ),
};
