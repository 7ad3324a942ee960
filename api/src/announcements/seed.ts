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
  title: { zh: string; en?: string };
  content: { zh: string; en?: string };
  featured?: boolean;
  memberOnly?: boolean;
  by?: string;
}

/** Demo announcements, written in both languages but one (Chinese only, as a club's notice may be: English readers see it with its marker): every category, some featured, one for members only. */
const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    daysAgo: 1,
    category: 'Event',
    featured: true,
    title: { zh: '青少年春季盃報名開始', en: 'Junior Spring Cup: entries open' },
    content: {
      zh: '今年的青少年春季盃將於粉嶺舉行，設 U12、U15 及 U18 組別。會員可享優惠報名費，名額先到先得。',
      en: 'The Junior Spring Cup returns to Fanling with U12, U15 and U18 divisions. Members enter at the member price; places are first come, first served.',
    },
  },
  {
    daysAgo: 3,
    category: 'Announcement',
    featured: true,
    title: { zh: '年度會籍福利更新', en: 'Annual membership benefits for the new season' },
    content: {
      zh: '由本月起，年度會員每月可獲一次免費練習，並可參加一次價值 HK$1000 的 PGA 小組課堂。',
      en: 'From this month every annual member receives one free practice session a month and a free PGA group lesson worth HK$1000.',
    },
  },
  {
    daysAgo: 5,
    category: 'Golf',
    title: { zh: '雨季練習場安排', en: 'Driving range arrangements in the rainy season' },
    content: {
      zh: '黃色或以上暴雨警告生效期間，練習場會暫停開放。請留意即時消息。',
      en: 'The range closes while an amber or higher rainstorm warning is in force. Watch the live updates for reopening times.',
    },
  },
  {
    daysAgo: 7,
    category: 'Community',
    title: { zh: '義工招募：社區高爾夫體驗日', en: 'Volunteers wanted: community golf day' },
    content: {
      zh: '我們正招募會員擔任社區高爾夫體驗日的小導師，協助初學者認識揮桿基本功。',
      en: 'We are looking for members to coach first-timers at our community golf day. No experience of coaching needed, just patience.',
    },
  },
  {
    daysAgo: 9,
    category: 'Blog',
    title: { zh: '教練手記：推桿的節奏', en: 'Coach’s notebook: the rhythm of putting' },
    content: {
      zh: '推桿最常見的問題是節奏不一。試試用「一、二」的拍子練習，上桿與送桿長度保持一致。',
      en: 'The most common putting fault is uneven tempo. Practise to a “one, two” count and keep the backswing and follow-through the same length.',
    },
  },
  {
    daysAgo: 12,
    category: 'Announcement',
    memberOnly: true,
    featured: true,
    title: { zh: '會員專享：球場優先預約', en: 'Members only: priority tee-time booking' },
    content: {
      zh: '年度會員可於每月首個星期一早上十時起優先預約合作球場的週末開球時間。',
      en: 'Annual members may book partner-course weekend tee times from 10am on the first Monday of each month, a day before everyone else.',
    },
  },
  {
    daysAgo: 15,
    category: 'Event',
    title: { zh: '星期三恆常練習', en: 'Regular Wednesday practice' },
    content: {
      zh: '每星期三傍晚的恆常練習照常進行，教練會按程度分組。',
      en: 'Regular practice runs every Wednesday evening; coaches group players by level.',
    },
  },
  {
    daysAgo: 20,
    category: 'Golf',
    title: { zh: '新手裝備指南', en: 'A beginner’s guide to equipment' },
    content: {
      zh: '初學者不需要整套球桿：一支七號鐵、一支挖起桿和一支推桿已足夠開始。',
      en: 'Beginners do not need a full set: a 7-iron, a wedge and a putter are enough to start.',
    },
  },
  {
    daysAgo: 26,
    category: 'Community',
    title: { zh: '感謝家長義工' },
    content: {
      zh: '感謝上季每一位協助比賽運作的家長。',
    },
  },
  {
    daysAgo: 33,
    category: 'Blog',
    title: { zh: '賽後專訪：U15 冠軍', en: 'After the round: our U15 champion' },
    content: {
      zh: '我們與 U15 冠軍聊聊她的練習習慣和心態。',
      en: 'We talked to our U15 champion about her practice habits and how she stays calm.',
    },
  },
  {
    daysAgo: 40,
    category: 'Announcement',
    title: { zh: '網站全新上線', en: 'Our new website is live' },
    content: {
      zh: '新網站支援中英文，會員可於網上報名活動及續會。',
      en: 'The new site works in Chinese and English; members can enrol in events and renew online.',
    },
    by: 'Youth Golf Tech Team',
  },
];

export const announcementsSeeder: Seeder = {
  name: 'announcements',
  async demo({ db, log }) {
    const now = Date.now();
    for (const demo of DEMO_ANNOUNCEMENTS) {
      await db.insert(announcements).values({
        titleZh: demo.title.zh,
        titleEn: demo.title.en ?? null,
        contentZh: demo.content.zh,
        contentEn: demo.content.en ?? null,
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
