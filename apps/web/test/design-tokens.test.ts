import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLORS, type ColorToken } from '@storefront/shared';
import { COLOR_VARIABLES, designTokensCss } from '../design-tokens-css';

const SRC = path.join(__dirname, '../src');
const read = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

/** The app's style sheets, as paths under src. */
const STYLE_SHEETS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .sort();

/** Variables the sheets read that antd-mobile or the app's markup sets on the element itself. */
const SET_ELSEWHERE = new Set([
  // antd-mobile's Checkbox: the gap between its box and its label.
  '--gap',
  // ChoiceChips: the number of columns, in the element's style.
  '--columns',
]);

const WHITE = new Set(['#fff', '#ffffff']);
/** Backgrounds and hairlines that carry no text of their own. */
const TINT = /^#(f[0-9a-f]{5}|e[0-9a-f]{5})$/;
const TOKEN_VALUES = new Set<string>(Object.values(COLORS));

describe('the shopper app’s colours', () => {
  it('are the design tokens, each under a variable of its own', () => {
    const declared = new Map(
      [...designTokensCss().matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
    );
    for (const token of Object.keys(COLORS) as ColorToken[]) {
      expect(declared.get(COLOR_VARIABLES[token]), token).toBe(COLORS[token]);
    }
    expect(declared.size).toBe(Object.keys(COLORS).length);
  });

  it('are defined for every variable a style sheet or Home’s first paint reads', () => {
    const sheets = [...STYLE_SHEETS, 'home-shell.html'].map(read);
    const defined = new Set([
      ...Object.values(COLOR_VARIABLES),
      ...sheets.flatMap((sheet) => [...sheet.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name as string)),
    ]);
    const used = sheets.flatMap((sheet) => [...sheet.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
    const undefinedVariables = used.filter(
      (name) => name && !defined.has(name) && !name.startsWith('--adm-') && !SET_ELSEWHERE.has(name),
    );
    expect(undefinedVariables).toEqual([]);
  });

  it('are written through their variables: a style sheet holds no token’s value, only white or a tint', () => {
    expect(STYLE_SHEETS).toContain('global.css');
    for (const file of STYLE_SHEETS) {
      const colours = (read(file).match(/#[0-9a-fA-F]{3,6}\b/g) ?? []).map((colour) => colour.toLowerCase());
      const stray = colours.filter(
        (colour) => !WHITE.has(colour) && (TOKEN_VALUES.has(colour) || !TINT.test(colour)),
      );
      expect(stray, file).toEqual([]);
    }
  });

  it('in Home’s first paint are tokens, white or a tint', () => {
    const colours = read('home-shell.html').match(/#[0-9a-fA-F]{3,6}\b/g) ?? [];
    const stray = colours.filter(
      (colour) => !TOKEN_VALUES.has(colour.toLowerCase()) && !WHITE.has(colour) && !TINT.test(colour),
    );
    expect(stray).toEqual([]);
  });
});
