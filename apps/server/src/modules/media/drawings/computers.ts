import { circle, type Drawing, ellipse, group, line, path, rect } from './kit';

/** Keys in rows on a flat plate, for keyboards seen at an angle. */
const keyRows = (rows: number[], width: number, keyColor: string, accent: string) =>
  rows
    .map((count, row) =>
      Array.from({ length: count }, (_, index) => {
        const gap = 4;
        const keyWidth = (width - gap * (count + 1)) / count;
        const isAccent = row === 0 && index === 0;
        return rect(
          gap + index * (keyWidth + gap),
          6 + row * 21,
          keyWidth,
          17,
          isAccent ? accent : keyColor,
          3,
        );
      }).join(''),
    )
    .join('') + rect(70, 6 + rows.length * 21, width - 140, 17, keyColor, 3);

export const computerDrawings: Record<string, Drawing> = {
  // An open laptop seen slightly from above: lid with screen and camera, base with keyboard and touchpad.
  laptop: (p) =>
    group(
      [
        rect(88, 92, 224, 150, p.metalDark, 12),
        rect(94, 98, 212, 138, p.metal, 9),
        rect(104, 108, 192, 118, p.screen, 4),
        path('M104 108 h120 l-70 118 h-50 z', p.highlight, { opacity: 0.18 }),
        rect(118, 124, 80, 10, p.main, 3),
        rect(118, 142, 120, 8, p.light, 3, { opacity: 0.7 }),
        rect(118, 158, 100, 8, p.light, 3, { opacity: 0.5 }),
        rect(118, 174, 140, 34, p.dark, 5, { opacity: 0.8 }),
        path('M70 250 L330 250 L352 292 Q354 300 344 300 L56 300 Q46 300 48 292 Z', p.metal),
        path(
          'M48 292 Q46 300 56 300 L344 300 Q354 300 352 292 L352 296 Q352 310 340 310 L60 310 Q48 310 48 296 Z',
          p.metalDark,
        ),
        path('M90 256 L310 256 L322 276 L78 276 Z', p.metalDark, { opacity: 0.55 }),
        rect(170, 281, 60, 14, p.metalDark, 4, { opacity: 0.45 }),
        rect(88, 240, 224, 10, p.metalDark, 4),
      ].join(''),
      'translate(0 20)',
    ),

  // A keyboard lying on the desk, seen at an angle: coloured case, dark keys, one accent key.
  keyboard: (p) =>
    [
      path('M43.5 316 L323.5 316 L356.5 255.5 L356.5 267.5 L323.5 328 L43.5 328 Z', p.deep),
      rect(43.5, 316, 280, 12, p.dark, 2),
      group(
        rect(-6, -6, 292, 122, p.main, 10) +
          rect(0, 0, 280, 110, p.dark, 6, { opacity: 0.35 }) +
          keyRows([14, 14, 13, 12], 280, p.plastic, p.accent) +
          rect(4, 6, 272, 4, p.highlight, 2, { opacity: 0.25 }),
        'matrix(1 0 -0.3 0.55 76.5 255.5)',
      ),
    ].join(''),

  // A wireless mouse from above: two buttons, a scroll wheel, a soft highlight.
  mouse: (p) =>
    group(
      [
        ellipse(200, 240, 68, 92, p.dark),
        ellipse(196, 234, 64, 88, p.main),
        path('M132 226 Q136 150 196 146 L196 214 Q160 216 132 226 Z', p.light, { opacity: 0.55 }),
        line('M196 148 L196 212', p.deep, 3),
        line('M134 224 Q196 206 260 224', p.deep, 3, { opacity: 0.6 }),
        rect(189, 168, 14, 30, p.plastic, 7),
        rect(192, 172, 8, 6, p.metal, 2),
        line('M150 280 Q170 318 210 318', p.highlight, 6),
      ].join(''),
      'rotate(-14 200 240)',
    ) + ellipse(200, 330, 70, 3, p.deep, { opacity: 0.15 }),

  // A monitor on a stand with a colourful desktop and a dock.
  monitor: (p) =>
    [
      path('M160 328 Q200 316 240 328 Z', p.metalDark),
      rect(150, 318, 100, 12, p.metal, 6),
      path('M186 246 L214 246 L222 320 L178 320 Z', p.metal),
      path('M206 246 L214 246 L222 320 L212 320 Z', p.metalDark, { opacity: 0.6 }),
      rect(56, 70, 288, 182, p.plastic, 10),
      rect(64, 78, 272, 160, p.screen, 3),
      path('M64 200 Q140 150 220 188 T336 170 L336 238 L64 238 Z', p.main),
      path('M64 218 Q160 180 250 214 T336 206 L336 238 L64 238 Z', p.dark),
      circle(280, 118, 18, p.light, { opacity: 0.8 }),
      path('M64 78 L190 78 L120 238 L64 238 Z', p.highlight, { opacity: 0.12 }),
      rect(150, 224, 100, 10, p.white, 5, { opacity: 0.35 }),
      rect(64, 238, 272, 10, p.plasticDark, 0),
    ].join(''),

  // A USB-C hub: an aluminium bar with its ports and a short cable ending in a USB-C plug.
  'usb-hub': (p) =>
    [
      line('M96 296 Q60 250 100 214 Q130 190 150 190', p.plastic, 9),
      rect(142, 180, 26, 20, p.metalDark, 5),
      rect(150, 186, 22, 8, p.metal, 3),
      group(
        [
          rect(60, 250, 280, 62, p.dark, 14),
          rect(60, 244, 280, 58, p.main, 14),
          rect(70, 250, 260, 10, p.light, 5, { opacity: 0.6 }),
          rect(84, 270, 34, 14, p.deep, 3),
          rect(90, 274, 22, 6, p.metal, 1),
          rect(130, 270, 34, 14, p.deep, 3),
          rect(136, 274, 22, 6, p.metal, 1),
          rect(178, 270, 22, 12, p.deep, 6),
          rect(214, 268, 40, 18, p.deep, 3),
          rect(220, 272, 28, 6, p.accent, 1),
          rect(268, 272, 28, 8, p.plasticDark, 2),
          circle(314, 276, 4, p.accent),
        ].join(''),
        'translate(0 18)',
      ),
    ].join(''),

  // Over-ear headphones with a padded headband and a boom microphone.
  headset: (p) =>
    [
      path('M96 230 Q96 80 200 80 Q304 80 304 230 L286 230 Q286 102 200 102 Q114 102 114 230 Z', p.dark),
      path('M112 150 Q130 98 200 96 Q270 98 288 150 L276 152 Q258 112 200 112 Q142 112 124 152 Z', p.plastic),
      rect(92, 206, 30, 44, p.metal, 6),
      rect(278, 206, 30, 44, p.metal, 6),
      ellipse(112, 268, 44, 60, p.deep),
      ellipse(104, 266, 40, 56, p.main),
      ellipse(98, 258, 16, 24, p.light, { opacity: 0.55 }),
      ellipse(288, 268, 44, 60, p.deep),
      ellipse(296, 266, 40, 56, p.main),
      ellipse(302, 258, 14, 22, p.light, { opacity: 0.4 }),
      ellipse(250, 270, 10, 54, p.plastic),
      line('M96 292 Q110 330 170 322', p.plastic, 8),
      ellipse(176, 320, 14, 10, p.plasticDark),
    ].join(''),

  // A pocket SSD standing on its edge, with its activity light and a USB-C cable.
  'portable-ssd': (p) =>
    [
      line('M262 300 Q320 300 320 250 Q320 210 282 206', p.plastic, 8),
      group(
        [
          rect(120, 120, 150, 200, p.deep, 26),
          rect(114, 114, 150, 200, p.main, 26),
          rect(126, 126, 126, 176, p.dark, 18, { opacity: 0.35 }),
          path('M132 132 L200 132 L142 260 L132 260 Z', p.highlight, { opacity: 0.3 }),
          rect(160, 296, 58, 12, p.plasticDark, 6),
          circle(188, 150, 5, p.accent),
          rect(160, 200, 58, 58, p.light, 29, { opacity: 0.5 }),
        ].join(''),
        'rotate(-10 190 220) translate(0 10)',
      ),
    ].join(''),

  // A webcam on its clip: round lens in a pill body, microphones and a privacy shutter.
  webcam: (p) =>
    [
      path('M170 236 L230 236 L244 300 L156 300 Z', p.plastic),
      rect(140, 296, 120, 20, p.plasticDark, 8),
      rect(150, 312, 100, 16, p.plastic, 6),
      rect(70, 130, 260, 110, p.deep, 55),
      rect(70, 124, 260, 108, p.plastic, 54),
      rect(84, 134, 232, 20, p.white, 10, { opacity: 0.1 }),
      circle(200, 178, 44, p.plasticDark),
      circle(200, 178, 34, p.screen),
      circle(200, 178, 22, p.main),
      circle(200, 178, 12, p.deep),
      circle(190, 168, 7, p.white, { opacity: 0.7 }),
      rect(108, 172, 30, 12, p.metalDark, 6),
      rect(262, 172, 30, 12, p.metalDark, 6),
      circle(248, 150, 4, p.accent),
    ].join(''),

  // A Wi-Fi router with four antennas and its status lights.
  router: (p) =>
    [
      rect(96, 82, 16, 150, p.plastic, 8, { transform: 'rotate(-12 104 232)' }),
      rect(152, 70, 16, 160, p.plastic, 8, { transform: 'rotate(-4 160 232)' }),
      rect(232, 70, 16, 160, p.plastic, 8, { transform: 'rotate(4 240 232)' }),
      rect(288, 82, 16, 150, p.plastic, 8, { transform: 'rotate(12 296 232)' }),
      path('M60 262 L100 222 L300 222 L340 262 Z', p.light),
      path('M60 262 L340 262 L340 300 Q340 312 328 312 L72 312 Q60 312 60 300 Z', p.main),
      rect(60, 300, 280, 16, p.dark, 8),
      path('M120 232 L280 232 L296 252 L104 252 Z', p.main, { opacity: 0.5 }),
      ...[120, 150, 180, 210, 240].map((x, index) =>
        circle(x, 282, 5, index < 4 ? p.accent : p.white, { opacity: index < 4 ? 1 : 0.7 }),
      ),
      rect(268, 276, 44, 10, p.dark, 5),
      rect(88, 316, 20, 12, p.plasticDark, 3),
      rect(292, 316, 20, 12, p.plasticDark, 3),
    ].join(''),

  // A compact laser printer: a sheet in the feed at the back, pages coming out at the front.
  printer: (p) =>
    [
      path('M130 60 L270 60 L280 160 L120 160 Z', p.white),
      line('M140 80 L250 80 M140 96 L260 96 M140 112 L230 112', p.metal, 6),
      path('M70 150 L330 150 L340 300 Q340 312 328 312 L72 312 Q60 312 60 300 Z', p.main),
      path('M70 150 L330 150 L332 176 L68 176 Z', p.light),
      rect(60, 300, 280, 20, p.dark, 8),
      rect(90, 320, 28, 10, p.plasticDark, 3),
      rect(282, 320, 28, 10, p.plasticDark, 3),
      rect(96, 228, 208, 16, p.deep, 8),
      path('M108 236 L292 236 L300 286 L100 286 Z', p.paper),
      rect(116, 254, 120, 6, p.metal, 3),
      rect(116, 266, 90, 6, p.metal, 3),
      rect(250, 190, 60, 20, p.plastic, 6),
      circle(264, 200, 4, p.accent),
      circle(282, 200, 4, p.white),
      path('M74 176 L160 176 L110 226 L70 226 Z', p.highlight, { opacity: 0.25 }),
    ].join(''),

  // A software licence: a boxed product with a key on the front and the licence card before it.
  'software-key': (p) =>
    [
      path('M110 90 L260 70 L300 98 L150 120 Z', p.light),
      path('M260 70 L300 98 L300 292 L260 312 Z', p.deep),
      path('M110 90 L260 70 L260 312 L110 312 Z', p.main),
      path('M110 90 L170 82 L110 180 Z', p.highlight, { opacity: 0.35 }),
      circle(164, 164, 26, p.white),
      circle(164, 164, 11, p.main),
      line('M180 180 L240 240', p.white, 14),
      line('M214 214 L200 228 M232 232 L218 246', p.white, 12),
      group(
        [
          rect(190, 240, 150, 92, p.deep, 10, { opacity: 0.25 }),
          rect(186, 236, 150, 92, p.white, 10),
          rect(186, 236, 150, 24, p.accent, 10),
          rect(186, 250, 150, 10, p.accent),
          ...[0, 1, 2].map((index) => rect(200 + index * 42, 276, 34, 12, p.metal, 3)),
          rect(200, 300, 76, 8, p.metal, 3, { opacity: 0.7 }),
        ].join(''),
        'rotate(-6 260 282) translate(-6 -6)',
      ),
    ].join(''),

  // A pair of bookshelf speakers: tweeter above woofer, fabric-free fronts.
  'desk-speaker': (p) =>
    [
      ...[
        [70, 0],
        [210, 1],
      ].map(([x = 0, index]) =>
        [
          rect(x + 8, 116, 120, 214, p.deep, 12),
          rect(x, 110, 120, 214, index ? p.dark : p.main, 12),
          rect(x, 110, 18, 214, p.light, 9, { opacity: 0.35 }),
          circle(x + 60, 160, 22, p.plasticDark),
          circle(x + 60, 160, 12, p.metal),
          circle(x + 56, 156, 4, p.white, { opacity: 0.8 }),
          circle(x + 60, 250, 46, p.plasticDark),
          circle(x + 60, 250, 36, p.plastic),
          circle(x + 60, 250, 14, p.metalDark),
          circle(x + 52, 242, 6, p.white, { opacity: 0.3 }),
        ].join(''),
      ),
    ].join(''),
};
