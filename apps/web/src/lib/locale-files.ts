import type { Language } from '@storefront/shared';

type Messages = Record<string, unknown>;

/** One JSON per language, fetched only when that language is used. */
const loaders = import.meta.glob<{ default: Messages }>('../../../../packages/i18n/locales/*.json');

const loading = new Map<string, Promise<Messages>>();

/** A language's texts, fetched once however often asked for (preload.ts, then i18n, ask for the first). */
export function loadLocale(language: Language): Promise<Messages> {
  let messages = loading.get(language.file_name);
  if (!messages) {
    const loader = loaders[`../../../../packages/i18n/locales/${language.file_name}.json`];
    if (!loader) throw new Error(`no locale file for ${language.file_name}`);
    messages = loader().then((module) => module.default);
    loading.set(language.file_name, messages);
    // A download that failed (the network dropped) is tried again when the language is next asked for.
    messages.catch(() => loading.delete(language.file_name));
  }
  return messages;
}
