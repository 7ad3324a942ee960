import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The apps' builds leave i18next's formatter out (scripts/loaders/i18next-without-formatter.cjs):
// a placeholder with a format (`{{when, datetime}}`) would show its value unformatted. Dates and
// numbers are formatted in code (shared/src/utils/relative-time.ts) and passed in as text.
const ROOT = path.join(__dirname, '../../..');
const FORMATTED = /\{\{\s*-?\s*[A-Za-z_][\w.]*\s*,[^{}]*\}\}/g;

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

function formattedPlaceholders(text: string): string[] {
  return text.match(FORMATTED) ?? [];
}

test('no text of any app has a placeholder with a format', () => {
  const files = catalogueFiles();
  expect(files.length).toBeGreaterThan(10);
  const found = files.flatMap((file) => formattedPlaceholders(readFileSync(file, 'utf8')).map((placeholder) => `${path.relative(ROOT, file)}: ${placeholder}`));
  expect(found).toEqual([]);
});

test('a placeholder with a format is found', () => {
  expect(formattedPlaceholders("{ when: '{{date, datetime}} · {{count}}', price: '{{ amount , currency(HKD) }}' }")).toEqual(['{{date, datetime}}', '{{ amount , currency(HKD) }}']);
});
