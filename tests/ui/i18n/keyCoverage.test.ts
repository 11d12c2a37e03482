import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { messages } from '../../../src/i18n/i18nProvider';
import { hindiMessages } from '../../../src/i18n/hi';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as 'path.to.key' => text. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [leaf, text] of leaves(value as Tree, path)) found.set(leaf, text);
    } else {
      found.set(path, String(value));
    }
  }
  return found;
};

const english = leaves(messages);
const hindi = leaves(hindiMessages as Tree);
const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const pluralForms = (text: string) => text.split('||||').length;

describe('Hindi messages cover the English ones', () => {
  // Keys other engineers add in English show up here by name, ready to be translated.
  it('has a Hindi text for every English key, react-admin ra.* included', () => {
    const missing = [...english.keys()].filter((key) => !hindi.has(key));
    expect(missing, `Hindi is missing ${missing.length} key(s):\n${missing.join('\n')}`).toEqual([]);
  });

  it('covers every key of ra-language-english, not only those the app overrides', () => {
    const missing = [...leaves(englishMessages).keys()].filter((key) => !hindi.has(key));
    expect(missing, `ra.hi.ts is missing:\n${missing.join('\n')}`).toEqual([]);
  });

  it('has no key English lacks (a typo would never be shown)', () => {
    const extra = [...hindi.keys()].filter((key) => !english.has(key));
    expect(extra, `Hindi keys with no English twin:\n${extra.join('\n')}`).toEqual([]);
  });

  it('keeps every %{placeholder} and the plural forms of smart_count', () => {
    const broken = [...english].filter(([key, text]) => {
      const translated = hindi.get(key);
      if (translated === undefined) return false;
      return placeholders(text).join() !== placeholders(translated).join() || pluralForms(text) !== pluralForms(translated);
    });
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('is written in Devanagari, not left in English', () => {
    // Texts that are only placeholders, codes or punctuation are the same in both languages.
    const untranslated = [...hindi].filter(
      ([key, text]) => /[A-Za-z]{3,}/.test(text.replace(/%\{\w+\}/g, '')) && !/[\u0900-\u097F]/.test(text) && english.get(key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
