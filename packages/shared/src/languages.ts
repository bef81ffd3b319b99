/** The 14 interface languages of the spec. `file_name` is what the API speaks, `code` what the app routes by. */
export const LANGUAGES = [
  { file_name: 'en', code: 'en', language_name: 'English', bcp47: 'en', dir: 'ltr' },
  { file_name: 'zh-cn', code: 'zh-CN', language_name: '简体中文', bcp47: 'zh-CN', dir: 'ltr' },
  { file_name: 'ri', code: 'ri', language_name: '日本語', bcp47: 'ja', dir: 'ltr' },
  { file_name: 'han', code: 'han', language_name: '한국어', bcp47: 'ko', dir: 'ltr' },
  { file_name: 'tai', code: 'tai', language_name: 'ไทย', bcp47: 'th', dir: 'ltr' },
  { file_name: 'ar', code: 'ar', language_name: 'العربية', bcp47: 'ar', dir: 'rtl' },
  { file_name: 'de', code: 'de', language_name: 'Deutsch', bcp47: 'de', dir: 'ltr' },
  { file_name: 'es', code: 'es', language_name: 'Español', bcp47: 'es', dir: 'ltr' },
  { file_name: 'fr', code: 'fr', language_name: 'Français', bcp47: 'fr', dir: 'ltr' },
  { file_name: 'it', code: 'it', language_name: 'Italiano', bcp47: 'it', dir: 'ltr' },
  { file_name: 'ru', code: 'ru', language_name: 'Русский', bcp47: 'ru', dir: 'ltr' },
  { file_name: 'tr', code: 'tr', language_name: 'Türkçe', bcp47: 'tr', dir: 'ltr' },
  { file_name: 'vit', code: 'vit', language_name: 'Tiếng Việt', bcp47: 'vi', dir: 'ltr' },
  { file_name: 'zh-hant', code: 'zh-Hant', language_name: '繁體中文', bcp47: 'zh-Hant', dir: 'ltr' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageFileName = Language['file_name'];

export const FALLBACK_FILE_NAME: LanguageFileName = 'zh-cn';

const byLowerName = new Map<string, Language>();
for (const language of LANGUAGES) {
  byLowerName.set(language.file_name, language);
  byLowerName.set(language.code.toLowerCase(), language);
}

/** Finds a language by file name or app code, case-insensitively; undefined when unknown. */
export function findLanguage(name: string | null | undefined): Language | undefined {
  if (!name) return undefined;
  return byLowerName.get(name.trim().toLowerCase());
}

/**
 * One of the 14 languages for a language name or a usual language tag: the app's own names first ("ri",
 * "zh-cn"), then BCP 47 tags as browsers and other clients send them ("ja-JP", "zh-TW", "ko"). Chinese is
 * told apart by script or region (Taiwan, Hong Kong and Macau write traditional characters).
 */
export function matchLanguage(name: string | null | undefined): Language | undefined {
  const exact = findLanguage(name);
  if (exact || !name) return exact;
  const lower = name.trim().toLowerCase().replaceAll('_', '-');
  if (/^zh-(tw|hk|mo|hant)\b/.test(lower)) return findLanguage('zh-hant');
  if (/^zh\b/.test(lower)) return findLanguage('zh-cn');
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.bcp47.toLowerCase().split('-')[0] === base);
}

/** Like matchLanguage, but unknown or missing falls back to simplified Chinese, as the spec says. */
export function resolveLanguage(name: string | null | undefined): Language {
  return matchLanguage(name) ?? (byLowerName.get(FALLBACK_FILE_NAME) as Language);
}
