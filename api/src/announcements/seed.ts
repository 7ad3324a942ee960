import type { Seeder } from '../seed/index.js';
import { announcements } from './table.js';

const DAY = 86_400_000;

/** YYYY-MM-DD of `days` from today. */
function dateFromToday(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

interface DemoAnnouncement {
  daysAgo: number;
  category: 'Announcement' | 'Golf' | 'Event' | 'Community' | 'Blog';
  title: string;
  content: string;
  featured?: boolean;
  memberOnly?: boolean;
  by?: string;
}

/** Bilingual demo announcements: every category, some featured, one for members only. */
const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    daysAgo: 1,
    category: 'Event',
    featured: true,
    title: '青少年春季盃報名開始 | Junior Spring Cup: entries open',
    content:
      '今年的青少年春季盃將於粉嶺舉行，設 U12、U15 及 U18 組別。會員可享優惠報名費，名額先到先得。\n\n' +
      'The Junior Spring Cup returns to Fanling with U12, U15 and U18 divisions. Members enter at the member price; places are first come, first served.',
  },
  {
    daysAgo: 3,
    category: 'Announcement',
    featured: true,
    title: '年度會籍福利更新 | Annual membership benefits for the new season',
    content:
      '由本月起，年度會員每月可獲一次免費練習，並可參加一次價值 HK$1000 的 PGA 小組課堂。\n\n' +
      'From this month every annual member receives one free practice session a month and a free PGA group lesson worth HK$1000.',
  },
  {
    daysAgo: 5,
    category: 'Golf',
    title: '雨季練習場安排 | Driving range arrangements in the rainy season',
    content:
      '黃色或以上暴雨警告生效期間，練習場會暫停開放。請留意即時消息。\n\n' +
      'The range closes while an amber or higher rainstorm warning is in force. Watch the live updates for reopening times.',
  },
  {
    daysAgo: 7,
    category: 'Community',
    title: '義工招募：社區高爾夫體驗日 | Volunteers wanted: community golf day',
    content:
      '我們正招募會員擔任社區高爾夫體驗日的小導師，協助初學者認識揮桿基本功。\n\n' +
      'We are looking for members to coach first-timers at our community golf day. No experience of coaching needed, just patience.',
  },
  {
    daysAgo: 9,
    category: 'Blog',
    title: '教練手記：推桿的節奏 | Coach’s notebook: the rhythm of putting',
    content:
      '推桿最常見的問題是節奏不一。試試用「一、二」的拍子練習，上桿與送桿長度保持一致。\n\n' +
      'The most common putting fault is uneven tempo. Practise to a “one, two” count and keep the backswing and follow-through the same length.',
  },
  {
    daysAgo: 12,
    category: 'Announcement',
    memberOnly: true,
    featured: true,
    title: '會員專享：球場優先預約 | Members only: priority tee-time booking',
    content:
      '年度會員可於每月首個星期一早上十時起優先預約合作球場的週末開球時間。\n\n' +
      'Annual members may book partner-course weekend tee times from 10am on the first Monday of each month, a day before everyone else.',
  },
  {
    daysAgo: 15,
    category: 'Event',
    title: '星期三恆常練習 | Regular Wednesday practice',
    content:
      '每星期三傍晚的恆常練習照常進行，教練會按程度分組。\n\n' +
      'Regular practice runs every Wednesday evening; coaches group players by level.',
  },
  {
    daysAgo: 20,
    category: 'Golf',
    title: '新手裝備指南 | A beginner’s guide to equipment',
    content:
      '初學者不需要整套球桿：一支七號鐵、一支挖起桿和一支推桿已足夠開始。\n\n' +
      'Beginners do not need a full set: a 7-iron, a wedge and a putter are enough to start.',
  },
  {
    daysAgo: 26,
    category: 'Community',
    title: '感謝家長義工 | Thank you, parent volunteers',
    content: '感謝上季每一位協助比賽運作的家長。\n\nThank you to every parent who helped run last season’s tournaments.',
  },
  {
    daysAgo: 33,
    category: 'Blog',
    title: '賽後專訪：U15 冠軍 | After the round: our U15 champion',
    content: '我們與 U15 冠軍聊聊她的練習習慣和心態。\n\nWe talked to our U15 champion about her practice habits and how she stays calm.',
  },
  {
    daysAgo: 40,
    category: 'Announcement',
    title: '網站全新上線 | Our new website is live',
    content: '新網站支援中英文，會員可於網上報名活動及續會。\n\nThe new site works in Chinese and English; members can enrol in events and renew online.',
    by: 'Youth Golf Tech Team',
  },
];

export const announcementsSeeder: Seeder = {
  name: 'announcements',
  async demo({ db, log }) {
    const now = Date.now();
    for (const demo of DEMO_ANNOUNCEMENTS) {
      await db.insert(announcements).values({
        title: demo.title,
        content: demo.content,
        category: demo.category,
        scope: demo.memberOnly ? 'MemberOnly' : 'All',
        featured: demo.featured ?? false,
        displayDate: dateFromToday(-demo.daysAgo),
        displayCreatedBy: demo.by ?? 'Youth Golf Team 青少年高爾夫團隊',
        createdAt: new Date(now - demo.daysAgo * DAY),
        updatedAt: new Date(now - demo.daysAgo * DAY),
      });
    }
    log(`created ${DEMO_ANNOUNCEMENTS.length} demo announcements`);
  },
};
