// Migration 0137 (events in both languages, issue 42 point 4): existing rows keep their words,
// filed under the language they are written in; the demo's "中文 English" names and venues (and
// then their "Chinese, then English" descriptions) are split into both.
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { useMigrationDatabase } from '../../test/migration-fixture.js';

const fixture = useMigrationDatabase('0137');

test('0137 files every event under its language, splitting the bilingual names, descriptions and venues', async () => {
  await migrate(fixture.database, fixture.dir);
  await fixture.database.rawTransaction(async (raw) => {
    await raw.exec(`
      INSERT INTO events (id, name, description, date, time, duration, venue, max_participants) VALUES
        ('e1', '週三恆常練習 Wednesday Regular Practice', E'每週三的練習。\\n\\nOur weekly practice.', '2026-01-07', '19:00', '2h', '啟德高爾夫練習場 Kai Tak Driving Range, Kowloon', 20),
        ('e2', 'PGA 小組教學 PGA Group Lesson', '只有中文描述。', '2026-01-08', '10:00', '2h', '上環社區會堂 Sheung Wan Civic Centre', 8),
        ('e3', '黃昏練習（名額將滿）Sunset Practice', E'日落前的短桿練習。\\nShort-game practice before sunset.', '2026-01-09', '17:00', '1h', '青衣', 6),
        ('e4', 'Range day', 'Plain English.', '2026-01-10', '09:00', '1h', 'Kai Tak', 10),
        ('e5', '青少年 U12 組', '中文', '2026-01-11', '09:00', '1h', 'Club lounge, 尖沙咀', 10),
        ('e6', '練習 Day', 'Text', '2026-01-12', '09:00', '1h', 'Fanling', 10);
    `);
  });
  copyFileSync(path.join(MIGRATIONS_DIR, '0137_event_languages.sql'), path.join(fixture.dir, '0137_event_languages.sql'));
  assert.deepEqual(await migrate(fixture.database, fixture.dir), ['0137_event_languages.sql']);

  const rows = await fixture.database.rawTransaction((raw) =>
    raw.query<Record<string, unknown>>('SELECT id, name_zh, name_en, description_zh, description_en, venue_zh, venue_en FROM events ORDER BY id'),
  );
  assert.deepEqual(rows, [
    { id: 'e1', name_zh: '週三恆常練習', name_en: 'Wednesday Regular Practice', description_zh: '每週三的練習。', description_en: 'Our weekly practice.', venue_zh: '啟德高爾夫練習場', venue_en: 'Kai Tak Driving Range, Kowloon' },
    // A bilingual name over a Chinese-only description: the description stays whole, in Chinese.
    { id: 'e2', name_zh: 'PGA 小組教學', name_en: 'PGA Group Lesson', description_zh: '只有中文描述。', description_en: null, venue_zh: '上環社區會堂', venue_en: 'Sheung Wan Civic Centre' },
    { id: 'e3', name_zh: '黃昏練習（名額將滿）', name_en: 'Sunset Practice', description_zh: '日落前的短桿練習。', description_en: 'Short-game practice before sunset.', venue_zh: '青衣', venue_en: null },
    { id: 'e4', name_zh: null, name_en: 'Range day', description_zh: null, description_en: 'Plain English.', venue_zh: null, venue_en: 'Kai Tak' },
    // Latin letters inside a Chinese name, or a Chinese venue ending in Chinese, are not translations.
    { id: 'e5', name_zh: '青少年 U12 組', name_en: null, description_zh: '中文', description_en: null, venue_zh: 'Club lounge, 尖沙咀', venue_en: null },
    // One English word after a Chinese name is not taken for a translation.
    { id: 'e6', name_zh: '練習 Day', name_en: null, description_zh: null, description_en: 'Text', venue_zh: null, venue_en: 'Fanling' },
  ]);
  // Never an event without a name: one language of each stays required.
  await assert.rejects(
    fixture.database.rawTransaction((raw) =>
      raw.exec(`INSERT INTO events (id, description_en, date, time, duration, venue_en, max_participants) VALUES ('none', 'x', '2026-01-01', '09:00', '1h', 'v', 1)`),
    ),
    /events_name_written/,
  );
});
