/**
 * The colours of both apps, chosen to pass WCAG 2.2 AA (decision 030): text at 4.5:1 against every surface it
 * is drawn on, a control's boundary and icons at 3:1. The shopper app's build turns them into CSS variables
 * (apps/web/design-tokens-css.ts names each one); the console gives them to antd's theme.
 */
export const COLORS = {
  /** The brand's orange, for fills that carry no text and are no control's only boundary (banners, art). */
  brand: '#ff5b2e',
  /** Brand text, prices, links and primary buttons (white text on it), the focus ring. */
  brandStrong: '#c2380b',
  /** Where the brand's headers fade to, behind white text. */
  brandGradientEnd: '#cc4a10',
  /** A pressed or hovered primary button. */
  brandPressed: '#a32f09',
  /** Background of a chosen option; brandStrong text on it. */
  brandTint: '#fff1eb',
  /** Body text. */
  ink: '#1f2329',
  /** Long text a step softer than ink: descriptions, addresses. */
  inkSoft: '#4e5562',
  /** Secondary text: hints, counts, dates, placeholders. */
  muted: '#5f6470',
  /** Boundaries of inputs, checkboxes and steppers (3:1). */
  controlBorder: '#858b96',
  /** Hairlines between rows; decorative, never a control's only boundary. */
  divider: '#eceef1',
  danger: '#c8202f',
  warning: '#9a5200',
  /** Notes and badges that are neither brand nor warning (purchase limits, "hot"). */
  info: '#4453c9',
  infoTint: '#f1f3ff',
  /** The shop's dark header, white text on it. */
  slate: '#2f3645',
  slateLight: '#4b5468',
  success: '#007a4d',
  /** Cards, sheets, the top bar. */
  surface: '#ffffff',
  /** The page behind the cards. */
  canvas: '#f4f5f7',
  /** Grey of the console's side bars and table heads. */
  panel: '#f6f7fb',
} as const;

export type ColorToken = keyof typeof COLORS;

/** Relative luminance of a `#rrggbb` colour, as WCAG 2 defines it. */
function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string) {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
