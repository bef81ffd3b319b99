import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CurrencyCode,
  DEFAULT_CURRENCY_OF_LANGUAGE,
  findCurrency,
  findLanguage,
} from '@storefront/shared';
import { settingStore, currentLanguage } from './languages';

/**
 * The shopper's display currency (decision 062): their choice, kept on the device like the language (and on the
 * account when signed in), else their language's default. Money shows it beside the dollars.
 */
let chosen: CurrencyCode | null = findCurrency(settingStore.get()?.currency)?.code ?? null;
const listeners = new Set<() => void>();

export const currentCurrency = (): CurrencyCode =>
  chosen ?? DEFAULT_CURRENCY_OF_LANGUAGE[currentLanguage().file_name];

/** Remembers a currency on the device; every Money shows it at once. */
export function chooseCurrency(code: string) {
  const currency = findCurrency(code);
  if (!currency) return;
  chosen = currency.code;
  settingStore.set({ ...(settingStore.get() ?? {}), currency: currency.code });
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The display currency, re-rendering on a new choice or, while none is made, a new language. */
export function useCurrency(): CurrencyCode {
  const { i18n } = useTranslation();
  const choice = useSyncExternalStore(subscribe, () => chosen);
  const language = findLanguage(i18n.language) ?? currentLanguage();
  return choice ?? DEFAULT_CURRENCY_OF_LANGUAGE[language.file_name];
}
