import type { Plugin } from 'vite';
import { COLORS, type ColorToken } from '../../packages/shared/src/design-tokens';

/**
 * The CSS variable of each colour token in the shopper app's style sheets: the one place that names them. Some
 * names are older than the tokens and keep their meaning (`--brand` is the strong brand colour of text and
 * buttons, `--brand-fill` the orange of fills); a new token does not compile until it is named here.
 */
export const COLOR_VARIABLES: Record<ColorToken, `--${string}`> = {
  brand: '--brand-fill',
  brandStrong: '--brand',
  brandGradientEnd: '--brand-gradient-end',
  brandPressed: '--brand-dark',
  brandTint: '--brand-tint',
  ink: '--ink',
  inkSoft: '--ink-soft',
  muted: '--muted',
  controlBorder: '--control-border',
  divider: '--divider',
  danger: '--danger',
  warning: '--warning',
  info: '--info',
  infoTint: '--info-tint',
  slate: '--slate',
  slateLight: '--slate-light',
  success: '--success',
  surface: '--surface',
  canvas: '--canvas',
  panel: '--panel',
};

/** The module the app imports for the variables (src/main.tsx); the build writes it from the tokens. */
export const DESIGN_TOKENS_CSS = 'virtual:design-tokens.css';

/** A `:root` rule giving every colour token its variable, in the order of `COLORS`. */
export function designTokensCss(): string {
  const lines = (Object.keys(COLORS) as ColorToken[]).map(
    (token) => `  ${COLOR_VARIABLES[token]}: ${COLORS[token]};`,
  );
  return `/* From packages/shared/src/design-tokens.ts (apps/web/design-tokens-css.ts). */\n:root {\n${lines.join('\n')}\n}\n`;
}

/**
 * Serves `virtual:design-tokens.css`. Vite treats it as any imported style sheet: in the entry's CSS, which
 * the page links in its head, so the variables are there before the first paint (Home's outline uses them).
 */
export function designTokens(): Plugin {
  const resolved = `\0${DESIGN_TOKENS_CSS}`;
  return {
    name: 'design-tokens',
    resolveId: (id) => (id === DESIGN_TOKENS_CSS ? resolved : undefined),
    load: (id) => (id === resolved ? designTokensCss() : undefined),
  };
}
