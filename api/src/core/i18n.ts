export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
/** The product's default language (spec 01 §1). */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** One resource's messages: the same keys in both languages, `{name}` for parameters. */
export interface Catalogue {
  en: Record<string, string>;
  zh: Record<string, string>;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Messages {
  has(key: string): boolean;
  translate(language: Language, key: string, params?: Record<string, string | number>): string;
}

/**
 * Merges the catalogues of every resource. Refuses (at start-up, so a test catches it) a key
 * missing in one language or defined twice.
 */
export function mergeCatalogues(catalogues: Catalogue[]): Messages {
  const merged: Catalogue = { en: {}, zh: {} };
  for (const catalogue of catalogues) {
    const enKeys = Object.keys(catalogue.en);
    const zhKeys = new Set(Object.keys(catalogue.zh));
    const onlyEn = enKeys.filter((key) => !zhKeys.has(key));
    const onlyZh = [...zhKeys].filter((key) => !(key in catalogue.en));
    if (onlyEn.length || onlyZh.length) {
      throw new Error(`Message catalogue out of step: missing zh ${onlyEn.join(', ') || '-'}; missing en ${onlyZh.join(', ') || '-'}`);
    }
    for (const key of enKeys) {
      if (key in merged.en) throw new Error(`Message key defined twice: ${key}`);
      merged.en[key] = catalogue.en[key]!;
      merged.zh[key] = catalogue.zh[key]!;
    }
  }
  return {
    has: (key) => key in merged.en,
    translate(language, key, params = {}) {
      const template = merged[language][key] ?? merged.en[key] ?? key;
      return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
    },
  };
}

/** Picks zh or en from an Accept-Language header, honouring q-values; zh when neither is asked for. */
export function languageFrom(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().toLowerCase().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => entry.base === 'zh' || entry.base === 'en');
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
