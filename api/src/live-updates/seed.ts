import type { Seeder } from '../seed/index.js';
import { liveUpdates } from './table.js';

const MINUTE = 60_000;

// Red is urgent: the site shows it as a banner on every page until dismissed. The demo's warning was
// called off since (the newest update), so it is amber, as the Observatory's own signal is.
const DEMO_LIVE_UPDATES = [
  { minutesAgo: 20, color: 'green', title: { zh: '練習場已重開', en: 'Range open again' }, content: { zh: '暴雨警告已取消，練習場下午二時重開。', en: 'The rainstorm warning is cancelled; the range reopens at 2pm.' } },
  { minutesAgo: 95, color: 'yellow', title: { zh: '暴雨警告', en: 'Rainstorm warning' }, content: { zh: '黃色暴雨警告生效，戶外練習暫停。', en: 'Amber rainstorm warning: outdoor practice is suspended.' } },
  { minutesAgo: 60 * 6, color: 'blue', title: { zh: '春季盃分組已公佈', en: 'Spring Cup groupings out' }, content: { zh: '分組表已上載至活動頁面。', en: 'The groupings are on the event page.' } },
  { minutesAgo: 60 * 26, color: 'orange', title: { zh: '星期三練習提早開始', en: 'Wednesday practice starts early' }, content: { zh: '本星期三練習提早至下午四時半開始。', en: 'This Wednesday practice starts early, at 4:30pm.' } },
  { minutesAgo: 60 * 50, color: 'purple', title: { zh: '新教練加盟', en: 'A new coach joins' }, content: { zh: '歡迎 PGA 教練 Jason 加入教練團隊。', en: 'Welcome PGA coach Jason to the coaching team.' } },
];

export const liveUpdatesSeeder: Seeder = {
  name: 'live-updates',
  async demo({ db, log }) {
    const now = Date.now();
    for (const { minutesAgo, ...update } of DEMO_LIVE_UPDATES) {
      const at = new Date(now - minutesAgo * MINUTE);
      const { title, content, color } = update;
      await db.insert(liveUpdates).values({ color, titleZh: title.zh, titleEn: title.en, contentZh: content.zh, contentEn: content.en, createdAt: at, updatedAt: at });
    }
    log(`created ${DEMO_LIVE_UPDATES.length} demo live updates`);
  },
};
