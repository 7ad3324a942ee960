import type { Seeder } from '../seed/index.js';
import { liveUpdates } from './table.js';

const MINUTE = 60_000;

// Red is urgent: the site shows it as a banner on every page until dismissed. The demo's warning was
// called off since (the newest update), so it is amber, as the Observatory's own signal is.
const DEMO_LIVE_UPDATES = [
  { minutesAgo: 20, color: 'green', title: '練習場已重開 | Range open again', content: '暴雨警告已取消，練習場下午二時重開。\nThe rainstorm warning is cancelled; the range reopens at 2pm.' },
  { minutesAgo: 95, color: 'yellow', title: '暴雨警告 | Rainstorm warning', content: '黃色暴雨警告生效，戶外練習暫停。\nAmber rainstorm warning: outdoor practice is suspended.' },
  { minutesAgo: 60 * 6, color: 'blue', title: '春季盃分組已公佈 | Spring Cup groupings out', content: '分組表已上載至活動頁面。\nThe groupings are on the event page.' },
  { minutesAgo: 60 * 26, color: 'orange', title: '星期三練習提早開始 | Wednesday practice starts early', content: '本星期三練習提早至下午四時半開始。\nThis Wednesday practice starts early, at 4:30pm.' },
  { minutesAgo: 60 * 50, color: 'purple', title: '新教練加盟 | A new coach joins', content: '歡迎 PGA 教練 Jason 加入教練團隊。\nWelcome PGA coach Jason to the coaching team.' },
];

export const liveUpdatesSeeder: Seeder = {
  name: 'live-updates',
  async demo({ db, log }) {
    const now = Date.now();
    for (const { minutesAgo, ...update } of DEMO_LIVE_UPDATES) {
      const at = new Date(now - minutesAgo * MINUTE);
      await db.insert(liveUpdates).values({ ...update, createdAt: at, updatedAt: at });
    }
    log(`created ${DEMO_LIVE_UPDATES.length} demo live updates`);
  },
};
