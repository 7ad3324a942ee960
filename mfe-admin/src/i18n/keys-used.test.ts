import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import i18n from '@golf/shared/i18n/i18n';
import '../layout/texts';
import '../components/texts';
import '../features/users/texts';
import '../features/events/texts';
import '../features/announcements/texts';
import '../features/live-updates/texts';
import '../features/enquiries/texts';
import '../features/check-in/texts';
import '../features/outbox/texts';
import '../features/moderation/texts';
import '../features/access-log/texts';
import '../features/data-requests/texts';
import '../features/dashboard/texts';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !file.includes(`${path.sep}testing${path.sep}`) ? [file] : [];
  });
}

// Literal keys: t('users.title'), labelKey: 'nav.users', and message keys kept in utils
// ('eventForm.validation.nameRequired'). Keys built at run time are covered by screen tests.
const PATTERNS = [/\bt\(\s*'([^'$]+)'/g, /labelKey: '([^']+)'/g, /'((?:eventForm|announcementForm|userDetail|liveUpdateDialog|image)\.[\w.]+)'/g];

test('every text key the code names exists in both languages', () => {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) for (const match of source.matchAll(pattern)) used.add(match[1]!);
  }
  expect(used.size).toBeGreaterThan(100);
  const missing = [...used].flatMap((key) => {
    const [namespace, name] = key.includes(':') ? key.split(':') : ['admin', key];
    return (['en', 'zh'] as const).filter((lng) => !i18n.exists(name!, { ns: namespace, lng, count: 2 })).map((lng) => `${lng} ${key}`);
  });
  expect(missing).toEqual([]);
});
