import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage } from '../src/languages';

describe('language names and tags onto the 14 languages', () => {
  it.each([
    ['ri', 'ri'],
    ['ja', 'ri'],
    ['ja-JP', 'ri'],
    ['ko-KR', 'han'],
    ['th', 'tai'],
    ['th-TH', 'tai'],
    ['vi-VN', 'vit'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh_TW', 'zh-Hant'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['ar-EG', 'ar'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    ['fr-CA', 'fr'],
    ['TR', 'tr'],
  ])('%s is %s', (tag, code) => {
    expect(matchLanguage(tag)?.code).toBe(code);
    expect(resolveLanguage(tag).code).toBe(code);
  });

  it.each(['pt-BR', 'nl', 'zhx', 'rix', '', undefined])('%s is none of them: simplified Chinese', (tag) => {
    expect(matchLanguage(tag)).toBeUndefined();
    expect(resolveLanguage(tag).code).toBe('zh-CN');
  });
});
