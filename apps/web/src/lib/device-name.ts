/** Browsers and systems by a mark of their user agent, the more specific first (Edge's also says Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], agent: string) => list.find(([mark]) => mark.test(agent))?.[1];

/**
 * A short name of the device a session was opened from: browser and system ("Safari · iOS"), either alone
 * when only one is known, null when the agent tells neither (the list then says "Unknown device").
 */
export function deviceName(userAgent: string): string | null {
  const names = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  return names.length > 0 ? names.join(' · ') : null;
}
