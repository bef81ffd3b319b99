import { circle, type Drawing, ellipse, group, line, type Palette, path, rect } from './kit';

/** A phone seen from the front: frame, screen with a wallpaper in the product's colours, camera hole. */
const phoneFront = (p: Palette, x: number, y: number, width: number, height: number) =>
  [
    rect(x + 6, y + 6, width, height, p.deep, width * 0.16),
    rect(x, y, width, height, p.plastic, width * 0.16),
    rect(x + 6, y + 6, width - 12, height - 12, p.screen, width * 0.13),
    path(
      `M${x + 6} ${y + height * 0.55} Q${x + width * 0.5} ${y + height * 0.35} ${x + width - 6} ${y + height * 0.5} L${x + width - 6} ${y + height - 30} Q${x + width - 6} ${y + height - 6} ${x + width - 30} ${y + height - 6} L${x + 30} ${y + height - 6} Q${x + 6} ${y + height - 6} ${x + 6} ${y + height - 30} Z`,
      p.main,
    ),
    path(
      `M${x + 6} ${y + height * 0.75} Q${x + width * 0.6} ${y + height * 0.55} ${x + width - 6} ${y + height * 0.72} L${x + width - 6} ${y + height - 30} Q${x + width - 6} ${y + height - 6} ${x + width - 30} ${y + height - 6} L${x + 30} ${y + height - 6} Q${x + 6} ${y + height - 6} ${x + 6} ${y + height - 30} Z`,
      p.dark,
    ),
    circle(x + width * 0.7, y + height * 0.25, width * 0.1, p.light, { opacity: 0.85 }),
    circle(x + width / 2, y + 18, 5, p.plasticDark),
    rect(x + width * 0.3, y + 38, width * 0.4, 10, p.white, 5, { opacity: 0.5 }),
    path(`M${x + 8} ${y + 8} L${x + width * 0.55} ${y + 8} L${x + 8} ${y + height * 0.6} Z`, p.white, {
      opacity: 0.08,
    }),
  ].join('');

export const mobileDrawings: Record<string, Drawing> = {
  // A modern smartphone standing upright, a second one behind it showing the camera at the back.
  smartphone: (p) =>
    [
      group(
        [
          rect(160, 70, 130, 258, p.dark, 22),
          rect(166, 76, 118, 246, p.main, 18),
          rect(180, 90, 54, 86, p.deep, 16),
          circle(196, 110, 12, p.plasticDark),
          circle(196, 110, 6, p.screen),
          circle(196, 150, 12, p.plasticDark),
          circle(196, 150, 6, p.screen),
          circle(222, 108, 4, p.light),
        ].join(''),
        'rotate(10 225 200) translate(40 0)',
      ),
      phoneFront(p, 96, 76, 130, 254),
    ].join(''),

  // A tablet standing on a folded cover, slightly turned.
  tablet: (p) =>
    [
      path('M120 328 L286 328 L226 150 Z', p.dark),
      rect(60, 96, 280, 214, p.plastic, 18),
      rect(70, 106, 260, 194, p.screen, 10),
      path('M70 220 Q180 160 330 200 L330 290 Q330 300 320 300 L80 300 Q70 300 70 290 Z', p.main),
      path('M70 256 Q200 210 330 252 L330 290 Q330 300 320 300 L80 300 Q70 300 70 290 Z', p.dark),
      circle(276, 146, 18, p.light, { opacity: 0.8 }),
      ...[0, 1, 2, 3].map((index) => rect(92 + index * 40, 124, 26, 26, p.white, 7, { opacity: 0.35 })),
      circle(200, 101, 3, p.plasticDark),
      path('M72 108 L190 108 L92 298 L72 298 Z', p.white, { opacity: 0.07 }),
    ].join(''),

  // A compact wall charger with folding prongs and a coiled USB-C cable.
  charger: (p) =>
    [
      line('M190 300 Q140 330 100 300 Q70 270 110 246 Q150 226 120 196', p.white, 10),
      line('M190 300 Q140 330 100 300 Q70 270 110 246 Q150 226 120 196', p.metal, 4, { opacity: 0.6 }),
      rect(108, 176, 24, 26, p.metal, 5),
      rect(186, 96, 12, 50, p.metal, 4),
      rect(226, 96, 12, 50, p.metal, 4),
      rect(152, 136, 128, 190, p.dark, 26),
      rect(146, 130, 128, 190, p.main, 26),
      rect(154, 138, 40, 170, p.light, 18, { opacity: 0.45 }),
      rect(186, 250, 48, 16, p.deep, 8),
      rect(192, 255, 36, 6, p.plasticDark, 3),
      rect(186, 280, 48, 16, p.deep, 8),
      rect(192, 285, 36, 6, p.plasticDark, 3),
      circle(210, 166, 5, p.accent),
    ].join(''),

  // A charging case opened, two earbuds resting beside it.
  earbuds: (p) =>
    [
      path('M110 200 Q110 150 200 150 Q290 150 290 200 L290 210 L110 210 Z', p.light),
      ellipse(200, 204, 86, 16, p.dark),
      path('M100 220 L300 220 L300 270 Q300 330 200 330 Q100 330 100 270 Z', p.main),
      path('M100 220 L300 220 L300 236 L100 236 Z', p.dark),
      ellipse(160, 222, 20, 8, p.deep),
      ellipse(240, 222, 20, 8, p.deep),
      path('M112 240 Q118 300 170 318 L150 318 Q110 300 112 240 Z', p.white, { opacity: 0.3 }),
      circle(200, 286, 4, p.accent),
      ...[
        [84, 'rotate(-20 84 160)'],
        [316, 'scale(-1 1) translate(-632 0) rotate(-20 316 160)'],
      ].map(([x, transform]) =>
        group(
          [
            ellipse(Number(x), 150, 30, 30, p.white),
            ellipse(Number(x) - 6, 144, 12, 10, p.highlight),
            rect(Number(x) + 6, 150, 22, 62, p.white, 11),
            rect(Number(x) + 10, 196, 14, 12, p.metal, 4),
            ellipse(Number(x) + 26, 150, 10, 12, p.plastic),
          ].join(''),
          String(transform),
        ),
      ),
    ].join(''),

  // A power bank with its charge lights, a phone cable plugged in.
  'power-bank': (p) =>
    [
      line('M262 130 Q300 90 320 130 Q330 170 300 200', p.plastic, 7),
      group(
        [
          rect(112, 92, 170, 240, p.deep, 28),
          rect(104, 84, 170, 240, p.main, 28),
          rect(114, 94, 40, 220, p.light, 20, { opacity: 0.4 }),
          rect(160, 84, 56, 10, p.plasticDark, 4),
          ...[0, 1, 2, 3].map((index) => circle(160 + index * 20, 268, 6, index < 3 ? p.accent : p.deep)),
          circle(189, 188, 40, p.dark, { opacity: 0.45 }),
          path('M184 164 L170 194 L188 194 L180 218 L208 182 L190 182 L198 164 Z', p.white, { opacity: 0.9 }),
        ].join(''),
        'rotate(-6 190 210)',
      ),
    ].join(''),

  // The back of a phone case with its camera cut-out and raised corners.
  'phone-case': (p) =>
    group(
      [
        rect(126, 62, 156, 274, p.deep, 34),
        rect(120, 56, 156, 274, p.main, 34),
        rect(134, 70, 128, 246, p.dark, 26, { opacity: 0.25 }),
        rect(140, 76, 64, 96, p.deep, 20),
        rect(146, 82, 52, 84, p.plasticDark, 16),
        circle(164, 104, 12, p.plastic),
        circle(164, 104, 6, p.screen),
        circle(164, 144, 12, p.plastic),
        circle(164, 144, 6, p.screen),
        circle(186, 98, 4, p.white, { opacity: 0.8 }),
        path('M132 220 Q140 290 190 316 L160 316 Q130 300 132 220 Z', p.white, { opacity: 0.2 }),
        rect(276, 120, 6, 40, p.dark, 3),
      ].join(''),
      'rotate(-8 200 200)',
    ),

  // A smartwatch with a bright face and a soft strap.
  smartwatch: (p) =>
    [
      path('M160 40 L240 40 L236 134 L164 134 Z', p.dark),
      path('M164 266 L236 266 L240 330 L160 330 Z', p.dark),
      ...[60, 80, 100, 290, 310].map((y) => rect(178, y, 44, 4, p.deep, 2, { opacity: 0.5 })),
      rect(126, 116, 148, 168, p.metalDark, 40),
      rect(132, 122, 136, 156, p.plastic, 36),
      rect(142, 132, 116, 136, p.screen, 28),
      circle(200, 200, 44, 'none', { stroke: p.main, 'stroke-width': 9, 'stroke-dasharray': '190 90' }),
      circle(200, 200, 30, 'none', { stroke: p.accent, 'stroke-width': 7, 'stroke-dasharray': '110 80' }),
      rect(186, 190, 28, 20, p.white, 4, { opacity: 0.85 }),
      rect(272, 174, 10, 30, p.metal, 4),
    ].join(''),

  // A braided USB-C cable in a loose coil with both plugs showing.
  'usb-cable': (p) =>
    [
      ellipse(200, 250, 110, 60, 'none', { stroke: p.deep, 'stroke-width': 14 }),
      ellipse(200, 236, 96, 54, 'none', { stroke: p.main, 'stroke-width': 14 }),
      ellipse(200, 222, 82, 48, 'none', { stroke: p.dark, 'stroke-width': 14 }),
      ellipse(200, 222, 82, 48, 'none', { stroke: p.light, 'stroke-width': 3, 'stroke-dasharray': '6 8' }),
      ellipse(200, 236, 96, 54, 'none', { stroke: p.light, 'stroke-width': 3, 'stroke-dasharray': '6 8' }),
      line('M300 260 Q330 290 310 318', p.main, 14),
      rect(286, 300, 52, 28, p.metalDark, 8),
      rect(330, 306, 22, 16, p.metal, 6),
      line('M110 200 Q80 160 110 120', p.main, 14),
      rect(88, 86, 44, 44, p.metalDark, 8),
      rect(98, 64, 24, 26, p.metal, 8),
    ].join(''),

  // A SIM card with gold contacts beside the card it was punched from.
  'sim-card': (p) =>
    [
      group(
        [
          rect(86, 116, 220, 150, p.deep, 14),
          rect(80, 110, 220, 150, p.main, 14),
          rect(92, 122, 60, 126, p.light, 10, { opacity: 0.35 }),
          path('M186 150 L258 150 L274 166 L274 222 L186 222 Z', p.white, { opacity: 0.85 }),
          circle(122, 146, 10, p.white, { opacity: 0.5 }),
        ].join(''),
        'rotate(-8 190 190)',
      ),
      group(
        [
          path('M186 214 L250 214 L270 234 L270 320 L186 320 Z', p.deep, { opacity: 0.4 }),
          path('M180 208 L244 208 L264 228 L264 314 L180 314 Z', p.white),
          rect(196, 232, 54, 64, '#e1b84c', 8),
          line('M196 254 L250 254 M196 274 L250 274 M223 232 L223 254 M223 274 L223 296', '#b98f2a', 3),
        ].join(''),
        'rotate(6 222 260)',
      ),
    ].join(''),

  // A game controller with sticks, a d-pad and four buttons.
  gamepad: (p) =>
    [
      path(
        'M120 150 Q200 130 280 150 Q330 160 344 250 Q356 320 316 320 Q290 320 266 276 L134 276 Q110 320 84 320 Q44 320 56 250 Q70 160 120 150 Z',
        p.dark,
      ),
      path(
        'M120 144 Q200 124 280 144 Q326 154 338 244 Q348 308 312 308 Q290 308 266 266 L134 266 Q110 308 88 308 Q52 308 62 244 Q74 154 120 144 Z',
        p.main,
      ),
      path('M84 170 Q110 150 150 152 L96 230 Q78 220 84 170 Z', p.light, { opacity: 0.5 }),
      rect(100, 186, 56, 18, p.plastic, 4),
      rect(119, 167, 18, 56, p.plastic, 4),
      circle(272, 176, 10, p.accent),
      circle(296, 198, 10, p.plastic),
      circle(248, 198, 10, p.plastic),
      circle(272, 220, 10, p.accentDark),
      circle(166, 240, 22, p.plasticDark),
      circle(166, 240, 14, p.plastic),
      circle(236, 240, 22, p.plasticDark),
      circle(236, 240, 14, p.plastic),
      rect(182, 182, 16, 8, p.deep, 4),
      rect(204, 182, 16, 8, p.deep, 4),
    ].join(''),

  // A retro handheld console: screen on top, d-pad and buttons below.
  'handheld-console': (p) =>
    group(
      [
        rect(128, 56, 156, 276, p.deep, 22),
        rect(120, 50, 156, 276, p.main, 22),
        rect(130, 60, 30, 256, p.light, 14, { opacity: 0.4 }),
        rect(136, 70, 124, 112, p.plastic, 12),
        rect(146, 80, 104, 90, p.screen, 4),
        path('M146 150 L176 120 L196 140 L220 110 L250 150 L250 170 L146 170 Z', p.accent, { opacity: 0.8 }),
        circle(226, 100, 8, p.light),
        rect(144, 226, 48, 14, p.plastic, 3),
        rect(161, 209, 14, 48, p.plastic, 3),
        circle(238, 222, 11, p.accentDark),
        circle(254, 244, 11, p.accent),
        rect(174, 284, 20, 7, p.deep, 3, { transform: 'rotate(-20 184 288)' }),
        rect(202, 284, 20, 7, p.deep, 3, { transform: 'rotate(-20 212 288)' }),
      ].join(''),
      'rotate(-6 200 200)',
    ),

  // A gift card with a ribbon and bow, leaning on a second card.
  'gift-card': (p) =>
    [
      group(rect(96, 110, 220, 140, p.accentDark, 14), 'rotate(10 206 180)'),
      group(
        [
          rect(88, 150, 230, 150, p.deep, 14),
          rect(80, 142, 230, 150, p.main, 14),
          path('M80 142 L200 142 L110 292 L80 292 Z', p.white, { opacity: 0.12 }),
          rect(80, 196, 230, 22, p.accent),
          rect(148, 142, 22, 150, p.accent),
          path('M159 207 Q120 170 134 160 Q150 152 159 207 Z', p.accentDark),
          path('M159 207 Q200 168 188 158 Q170 150 159 207 Z', p.accentDark),
          circle(159, 207, 10, p.accent),
          rect(220, 258, 74, 10, p.white, 5, { opacity: 0.6 }),
          rect(240, 164, 52, 30, '#e1b84c', 6),
        ].join(''),
        'rotate(-6 200 220) translate(0 20)',
      ),
    ].join(''),
};
