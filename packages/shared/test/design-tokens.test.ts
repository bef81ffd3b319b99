import { describe, expect, it } from 'vitest';
import { COLORS, contrastRatio } from '../src/design-tokens';

const SURFACES = [COLORS.surface, COLORS.canvas, COLORS.panel] as const;

describe('design tokens', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The brand orange the apps used to write text in: 3.09:1 on white, too weak for text.
    expect(contrastRatio(COLORS.brand, '#ffffff')).toBeCloseTo(3.09, 2);
  });

  it('gives every text colour 4.5:1 on every surface', () => {
    for (const text of [
      'ink',
      'inkSoft',
      'muted',
      'info',
      'brandStrong',
      'brandPressed',
      'danger',
      'warning',
      'success',
    ] as const) {
      for (const surface of [...SURFACES, COLORS.brandTint, COLORS.infoTint]) {
        expect(contrastRatio(COLORS[text], surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives white text 4.5:1 on the primary and danger buttons and the brand’s headers', () => {
    for (const fill of [
      'brandStrong',
      'brandGradientEnd',
      'brandPressed',
      'danger',
      'success',
      'info',
      'slate',
      'slateLight',
    ] as const) {
      expect(contrastRatio('#ffffff', COLORS[fill]), fill).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives controls’ boundaries 3:1 on every surface', () => {
    for (const surface of SURFACES) {
      expect(contrastRatio(COLORS.controlBorder, surface)).toBeGreaterThanOrEqual(3);
    }
  });
});
