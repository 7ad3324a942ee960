import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The apps' builds leave two i18next features out (scripts/loaders/i18next-unused-features.cjs): a
// placeholder with a format (`{{when, datetime}}`) would show its value unformatted, and a nested
// text (`$t(other.key)`) would show as written. Dates and numbers are formatted in code
// (shared/src/utils/relative-time.ts) and passed in as text; a text that repeats another is written out.
const ROOT = path.join(__dirname, '../../..');
const UNSUPPORTED = /\{\{\s*-?\s*[A-Za-z_][\w.]*\s*,[^{}]*\}\}|\$t\([^)]*\)/g;

function catalogueFiles(): string[] {
  const apps = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'));
  return apps.flatMap((app) => {
    const folder = path.join(ROOT, app.name, 'src/i18n');
    try {
      return readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => path.join(folder, name));
    } catch {
      return [];
    }
  });
}

const unsupportedIn = (text: string): string[] => text.match(UNSUPPORTED) ?? [];

test('no text of any app has a formatted placeholder or a nested text', () => {
  const files = catalogueFiles();
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) => unsupportedIn(readFileSync(file, 'utf8')).map((text) => `${path.relative(ROOT, file)}: ${text}`));
  expect(found).toEqual([]);
});

test('a formatted placeholder and a nested text are found', () => {
  expect(unsupportedIn("{ when: '{{date, datetime}} · {{count}}', price: '{{ amount , currency(HKD) }}', more: 'see $t(common.help)' }")).toEqual([
    '{{date, datetime}}',
    '{{ amount , currency(HKD) }}',
    '$t(common.help)',
  ]);
});
