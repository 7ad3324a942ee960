import type { Catalogue } from '@golf/shared/i18n/i18n';

/** Every leaf key of a catalogue, dotted; a test compares zh and en so that no text is missing. */
export function catalogueKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}

/** Keys present in one language and missing (or empty) in the other. */
export function missingKeys(zh: Catalogue, en: Catalogue): { missingInZh: string[]; missingInEn: string[] } {
  const zhKeys = new Set(catalogueKeys(zh));
  const enKeys = new Set(catalogueKeys(en));
  return {
    missingInZh: [...enKeys].filter((key) => !zhKeys.has(key)),
    missingInEn: [...zhKeys].filter((key) => !enKeys.has(key)),
  };
}
