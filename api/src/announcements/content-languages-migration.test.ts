// Migration 0136 (content in both languages, issue 42 point 6): existing single-language rows are
// kept as they are, filed under the language they are written in; the demo's "中文 | English"
// titles (and then their "Chinese, then English" texts) are split into both.
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { migrate, MIGRATIONS_DIR } from '../db/migrate.js';
import { useMigrationDatabase } from '../../test/migration-fixture.js';

const fixture = useMigrationDatabase('0136');

const rows = (table: string) =>
  fixture.database.rawTransaction((raw) => raw.query<Record<string, unknown>>(`SELECT id, title_zh, title_en, content_zh, content_en, preview FROM ${table} ORDER BY id`));

test('0136 files every announcement and live update under its language, splitting the bilingual ones', async () => {
  await migrate(fixture.database, fixture.dir);
  await fixture.database.rawTransaction(async (raw) => {
    await raw.exec(`
      INSERT INTO announcements (id, title, content, preview, display_created_by) VALUES
        ('a1', '青少年春季盃報名開始 | Junior Spring Cup: entries open', E'今年的春季盃將於粉嶺舉行。\\n\\nThe Spring Cup returns to Fanling.', NULL, 'Team'),
        ('a2', '只有中文的公告', E'內容\\n第二段', 'Kept preview', 'Team'),
        ('a3', 'English only', 'Plain English text.', NULL, 'Team'),
        ('a4', 'Cup 2025 | Final', 'Text | with a bar', NULL, 'Team'),
        ('a5', '雙語標題 | Bilingual title', '只有中文內容，沒有英文。', NULL, 'Team');
      INSERT INTO live_updates (id, title, content) VALUES
        ('l1', '練習場已重開 | Range open again', E'暴雨警告已取消。\\nThe rainstorm warning is cancelled.'),
        ('l2', 'Rainstorm warning', 'Outdoor practice is suspended.'),
        ('l3', '暴雨警告', '戶外練習暫停。');
    `);
  });
  copyFileSync(path.join(MIGRATIONS_DIR, '0136_content_languages.sql'), path.join(fixture.dir, '0136_content_languages.sql'));
  assert.deepEqual(await migrate(fixture.database, fixture.dir), ['0136_content_languages.sql']);

  assert.deepEqual(await rows('announcements'), [
    { id: 'a1', title_zh: '青少年春季盃報名開始', title_en: 'Junior Spring Cup: entries open', content_zh: '今年的春季盃將於粉嶺舉行。', content_en: 'The Spring Cup returns to Fanling.', preview: null },
    { id: 'a2', title_zh: '只有中文的公告', title_en: null, content_zh: '內容\n第二段', content_en: null, preview: 'Kept preview' },
    { id: 'a3', title_zh: null, title_en: 'English only', content_zh: null, content_en: 'Plain English text.', preview: null },
    // A bar in an English title is not a translation.
    { id: 'a4', title_zh: null, title_en: 'Cup 2025 | Final', content_zh: null, content_en: 'Text | with a bar', preview: null },
    // A bilingual title over a Chinese-only text: the text stays whole, in Chinese.
    { id: 'a5', title_zh: '雙語標題', title_en: 'Bilingual title', content_zh: '只有中文內容，沒有英文。', content_en: null, preview: null },
  ]);
  assert.deepEqual(await rows('live_updates'), [
    { id: 'l1', title_zh: '練習場已重開', title_en: 'Range open again', content_zh: '暴雨警告已取消。', content_en: 'The rainstorm warning is cancelled.', preview: null },
    { id: 'l2', title_zh: null, title_en: 'Rainstorm warning', content_zh: null, content_en: 'Outdoor practice is suspended.', preview: null },
    { id: 'l3', title_zh: '暴雨警告', title_en: null, content_zh: '戶外練習暫停。', content_en: null, preview: null },
  ]);
  // Never an empty card: one language of each stays required.
  await assert.rejects(
    fixture.database.rawTransaction((raw) => raw.exec(`INSERT INTO live_updates (id, content_en) VALUES ('none', 'x')`)),
    /live_updates_title_written/,
  );
});
