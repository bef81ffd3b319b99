import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLORS, type ColorToken } from '@storefront/shared';

const read = (file: string) => readFileSync(path.join(__dirname, '../src', file), 'utf8');

/** The style sheet's colour variables and the token each repeats. */
const VARIABLES: Record<string, ColorToken> = {
  '--brand': 'brandStrong',
  '--brand-fill': 'brand',
  '--brand-gradient-end': 'brandGradientEnd',
  '--brand-dark': 'brandPressed',
  '--brand-tint': 'brandTint',
  '--ink': 'ink',
  '--muted': 'muted',
  '--control-border': 'controlBorder',
  '--divider': 'divider',
  '--danger': 'danger',
  '--warning': 'warning',
  '--success': 'success',
  '--surface': 'surface',
  '--canvas': 'canvas',
  '--ink-soft': 'inkSoft',
  '--info': 'info',
  '--info-tint': 'infoTint',
  '--slate': 'slate',
  '--slate-light': 'slateLight',
};

describe('the shopper app’s colours', () => {
  it('are the design tokens', () => {
    const root = /:root\s*{([^}]*)}/.exec(read('styles.css'))?.[1] ?? '';
    for (const [variable, token] of Object.entries(VARIABLES)) {
      const value = new RegExp(`${variable}:\\s*(#[0-9a-f]{6});`).exec(root)?.[1];
      expect(value, variable).toBe(COLORS[token]);
    }
  });

  it('write no other colour in the style sheet or Home’s first paint than a token, white or a tint', () => {
    const allowed = new Set<string>([...Object.values(COLORS), '#ffffff', '#fff', '#000000']);
    // Backgrounds and hairlines that carry no text of their own.
    const tints = /^#(f[0-9a-f]{5}|e[0-9a-f]{5})$/;
    for (const file of ['styles.css', 'home-shell.html']) {
      const colours = read(file).match(/#[0-9a-fA-F]{3,6}\b/g) ?? [];
      const stray = colours.filter((colour) => !allowed.has(colour.toLowerCase()) && !tints.test(colour));
      expect(stray, file).toEqual([]);
    }
  });
});
