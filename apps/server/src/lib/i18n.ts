import i18next, { type Resource, type TFunction } from 'i18next';
import { locales } from '@storefront/i18n';
import {
  FALLBACK_FILE_NAME,
  LANGUAGES,
  type Language,
  addLocaleFormats,
  parseMessageRef,
  withoutControls,
} from '@storefront/shared';
import type { MessageParams } from './app-error';

/** Soft hyphens in the locale files show the app where a long word may break; answers and mails carry none. */
const withoutSoftHyphens = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.replaceAll('\u00ad', '')
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutSoftHyphens(inner)]))
      : value;

const translator = i18next.createInstance();
await translator.init({
  resources: Object.fromEntries(
    Object.entries(locales).map(([name, resource]) => [name, { translation: withoutSoftHyphens(resource) }]),
  ) as Resource,
  supportedLngs: LANGUAGES.map((language) => language.file_name),
  fallbackLng: [FALLBACK_FILE_NAME],
  lowerCaseLng: true,
  load: 'currentOnly',
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
addLocaleFormats(translator.services.formatter);

export type Translate = (key: string, params?: MessageParams) => string;

const translators = new Map<string, Translate>();

/**
 * One translator per language, made once: every request needs one, and most answer a message without
 * parameters ("操作成功"), which is looked up once too; i18next's lookup was a sixth of a cached list's time.
 */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language.file_name);
  if (!translate) {
    const t: TFunction = translator.getFixedT(language.file_name);
    const plain = new Map<string, string>();
    translate = (key, params) => {
      if (params) return t(key, params);
      let text = plain.get(key);
      if (text === undefined) {
        text = t(key, {});
        plain.set(key, text);
      }
      return text;
    };
    translators.set(language.file_name, translate);
  }
  return translate;
}

/**
 * The translator of mails: every text put into a subject or body loses its control characters and bidi marks, so
 * that a name stored before `plainName` refused them cannot lay out lines of its own in the platform's mail.
 */
export function mailTranslatorFor(language: Language): Translate {
  const translate = translatorFor(language);
  return (key, params) =>
    translate(
      key,
      params &&
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => [
            name,
            typeof value === 'string' ? withoutControls(value) : value,
          ]),
        ),
    );
}

/**
 * Turns a validation message reference ("validation.required|consignee") into text, with the field's label.
 */
export function translateMessageRef(t: Translate, ref: string, params: MessageParams = {}): string {
  const { key, field } = parseMessageRef(ref);
  if (!key.includes('.')) return t('validation.invalid', { field: field ?? key, ...params });
  const label = field ? t(`field.${field}`, { defaultValue: field }) : '';
  return t(key, { ...params, field: label });
}
