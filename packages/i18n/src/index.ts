import type { LanguageFileName } from '@storefront/shared';
import en from '../locales/en.json' with { type: 'json' };
import zhCn from '../locales/zh-cn.json' with { type: 'json' };
import ri from '../locales/ri.json' with { type: 'json' };
import han from '../locales/han.json' with { type: 'json' };
import tai from '../locales/tai.json' with { type: 'json' };
import ar from '../locales/ar.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import tr from '../locales/tr.json' with { type: 'json' };
import vit from '../locales/vit.json' with { type: 'json' };
import zhHant from '../locales/zh-hant.json' with { type: 'json' };

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A locale's texts without the plural forms ("summary_one") a language adds for its own plural categories. */
type WithoutPlurals<T> = {
  [K in keyof T as K extends `${string}_${PluralCategory}` ? never : K]: T[K] extends Record<string, unknown>
    ? WithoutPlurals<T[K]>
    : T[K];
};

/** What every locale holds: the keys of the English file, less its plural forms. */
export type LocaleResource = WithoutPlurals<typeof en>;

/** Every locale by its API file name. The English file is the reference the others must match key for key. */
export const locales: Record<LanguageFileName, LocaleResource> = {
  en,
  'zh-cn': zhCn,
  ri,
  han,
  tai,
  ar,
  de,
  es,
  fr,
  it,
  ru,
  tr,
  vit,
  'zh-hant': zhHant,
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown>
    ? Leaves<T[K], `${Prefix}${K}.`>
    : `${Prefix}${K}`;
}[keyof T & string];

/** Every translation key of the reference locale, as a dotted path. */
export type TranslationKey = Leaves<LocaleResource>;

export type MessageKey = Extract<TranslationKey, `msg.${string}`>;
