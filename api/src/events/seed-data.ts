// The demo events a fresh database starts with: every type, upcoming and past, bilingual texts,
// Hong Kong venues, HKD prices; one nearly full, one closed.
import { hkDay } from './hk-time.js';
import type { EventType } from '@golf/contract/events';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Hong Kong date `offset` days from today. */
export const day = (offset: number) => hkDay(new Date(Date.now() + offset * DAY_MS));

/** Days from today to the next Wednesday (the club's regular practice day), 1 to 7. */
function untilWednesday(): number {
  const weekday = new Date(`${day(0)}T00:00:00Z`).getUTCDay();
  return ((3 - weekday + 7) % 7) || 7;
}

export interface DemoEvent {
  offset: number;
  name: string;
  type: EventType;
  time: string;
  duration: string;
  venue: string;
  max: number;
  member: number;
  nonMember: number;
  description: string;
  coach?: string;
  tag?: string;
  closed?: boolean;
  /** How many demo members are enrolled (capped by the members there are). */
  enrolled?: number;
}

const HAN = /\p{Script=Han}/u;

/** {zh, en} of "中文 English words" (the demo's names and venues: Chinese, then at least two English words), else the text in its own language. */
function splitName(text: string): { zh: string | null; en: string | null } {
  const split = /^(.*\p{Script=Han}[^A-Za-z]*?)\s*([A-Za-z]\P{Script=Han}* \P{Script=Han}*)$/u.exec(text);
  if (split) return { zh: split[1]!.trim(), en: split[2]!.trim() };
  return HAN.test(text) ? { zh: text, en: null } : { zh: null, en: text };
}

/** {zh, en} of Chinese lines followed by English ones, else the text in its own language. */
function splitText(text: string): { zh: string | null; en: string | null } {
  const split = /^([\s\S]*\p{Script=Han}[^\n]*)\n\s*(\P{Script=Han}*[A-Za-z]\P{Script=Han}*)$/u.exec(text);
  if (split) return { zh: split[1]!.trim(), en: split[2]!.trim() };
  return HAN.test(text) ? { zh: text, en: null } : { zh: null, en: text };
}

/** A demo event's name, description and venue as the columns per language (migration 0137 splits old rows the same way). */
export function perLanguage(spec: Pick<DemoEvent, 'name' | 'description' | 'venue'>) {
  const name = splitName(spec.name);
  const description = splitText(spec.description);
  const venue = splitName(spec.venue);
  return { nameZh: name.zh, nameEn: name.en, descriptionZh: description.zh, descriptionEn: description.en, venueZh: venue.zh, venueEn: venue.en };
}

const VENUES = {
  kaiTak: '啟德高爾夫練習場 Kai Tak Driving Range, Kowloon',
  tsingYi: '青衣高爾夫練習場 Tsing Yi Golf Driving Range',
  kauSaiChau: '滘西洲公眾高爾夫球場 Jockey Club Kau Sai Chau Public Golf Course, Sai Kung',
  fanling: '香港哥爾夫球會粉嶺球場 The Hong Kong Golf Club, Fanling',
  clearwater: '清水灣鄉村俱樂部 The Clearwater Bay Golf & Country Club',
  discovery: '愉景灣高爾夫球會 Discovery Bay Golf Club, Lantau',
  tst: '尖沙咀會所 Club lounge, Tsim Sha Tsui',
  sheungWan: '上環社區會堂 Sheung Wan Civic Centre',
};

function practice(offset: number, extra: Partial<DemoEvent> = {}): DemoEvent {
  return {
    offset,
    name: '週三恆常練習 Wednesday Regular Practice',
    type: 'Practice',
    time: '19:30:00',
    duration: '2 hours',
    venue: VENUES.kaiTak,
    max: 16,
    member: 80,
    nonMember: 150,
    description:
      '每週三晚的恆常練習，由資深會員帶領，適合所有程度。球具可於現場租用。\n' +
      'Our weekly Wednesday practice, led by senior members, for every level. Clubs can be rented on site.',
    tag: 'weekly, all levels',
    ...extra,
  };
}

export function demoEvents(): DemoEvent[] {
  const wed = untilWednesday();
  return [
    practice(wed, { enrolled: 3 }),
    practice(wed + 7),
    practice(wed + 14, { venue: VENUES.tsingYi }),
    practice(wed + 2, {
      name: '黃昏練習（名額將滿）Sunset Practice',
      time: '17:30:00',
      duration: '90 minutes',
      max: 6,
      enrolled: 5,
      description: '日落前的短桿練習，名額有限。\nShort-game practice before sunset; places are limited.',
      tag: 'short game',
    }),
    {
      offset: wed + 4,
      name: 'PGA 小組教學 PGA Group Lesson',
      type: 'Coaching',
      time: '10:00:00',
      duration: '3 hours',
      venue: VENUES.kauSaiChau,
      max: 8,
      member: 0,
      nonMember: 1000,
      coach: 'Coach Leung 梁教練 (PGA)',
      description:
        '年度會員專享免費 PGA 小組課堂（價值 HK$1000）：揮桿基本功、推桿及球場策略。\n' +
        'Free for annual members (valued at HK$1000): swing basics, putting and course strategy with a PGA professional.',
      tag: 'member benefit',
      enrolled: 2,
    },
    {
      offset: wed + 9,
      name: '會員聚會 Members’ Mixer',
      type: 'Gathering',
      time: '19:00:00',
      duration: '3 hours',
      venue: VENUES.tst,
      max: 40,
      member: 120,
      nonMember: 220,
      description: '輕鬆的會員聚會，認識新球友，分享打球心得。\nA relaxed evening to meet new golf friends and swap stories from the course.',
    },
    {
      offset: wed + 18,
      name: '青少年盃 Junior Cup',
      type: 'Event',
      time: '08:00:00',
      duration: 'Full day',
      venue: VENUES.fanling,
      max: 48,
      member: 600,
      nonMember: 880,
      description: '十八洞比桿賽，設青少年及公開組別。\nAn 18-hole stroke-play competition with junior and open divisions.',
      tag: 'tournament, 18 holes',
    },
    {
      offset: wed + 11,
      name: '高爾夫 × 匹克球 Golf × Pickleball Crossover',
      type: 'Crossover Event',
      time: '14:00:00',
      duration: '4 hours',
      venue: VENUES.discovery,
      max: 24,
      member: 180,
      nonMember: 260,
      description: '上半場推桿挑戰，下半場匹克球友誼賽。\nA putting challenge, then friendly pickleball matches.',
    },
    {
      offset: wed + 6,
      name: '清水灣四人賽（已截止報名）Clearwater Bay Scramble',
      type: 'Event',
      time: '07:30:00',
      duration: '5 hours',
      venue: VENUES.clearwater,
      max: 32,
      member: 750,
      nonMember: 950,
      description: '四人一組的 Scramble 賽制，報名已截止。\nA four-person scramble; registration has closed.',
      closed: true,
    },
    {
      offset: wed + 20,
      name: '球場禮儀講座 Golf Etiquette Talk',
      type: 'Other',
      time: '19:00:00',
      duration: '1 hour',
      venue: VENUES.sheungWan,
      max: 60,
      member: 0,
      nonMember: 50,
      description: '初學者必聽：球場禮儀、規則及安全。\nFor beginners: etiquette, rules and safety on the course.',
    },
    // Past events, enough for two pages of the past list.
    practice(wed - 7, { enrolled: 4 }),
    practice(wed - 14, { venue: VENUES.tsingYi, enrolled: 2 }),
    practice(wed - 21),
    { ...practice(wed - 10), name: '果嶺推桿練習 Putting Green Practice', time: '16:00:00', venue: VENUES.kauSaiChau },
    {
      offset: -12,
      name: '春季 PGA 小組教學 Spring PGA Group Lesson',
      type: 'Coaching',
      time: '10:00:00',
      duration: '3 hours',
      venue: VENUES.kauSaiChau,
      max: 8,
      member: 0,
      nonMember: 1000,
      coach: 'Coach Leung 梁教練 (PGA)',
      description: '揮桿基本功。\nSwing fundamentals.',
      enrolled: 3,
    },
    {
      offset: -25,
      name: '新會員迎新 New Members’ Welcome',
      type: 'Gathering',
      time: '19:00:00',
      duration: '2 hours',
      venue: VENUES.tst,
      max: 30,
      member: 0,
      nonMember: 0,
      description: '歡迎新會員加入！\nWelcome to our new members!',
    },
    {
      offset: -33,
      name: '會長盃 President’s Cup',
      type: 'Event',
      time: '08:00:00',
      duration: 'Full day',
      venue: VENUES.fanling,
      max: 48,
      member: 600,
      nonMember: 880,
      description: '年度會長盃比賽。\nThe annual President’s Cup.',
    },
    {
      offset: -40,
      name: '高爾夫 × 瑜伽 Golf × Yoga Crossover',
      type: 'Crossover Event',
      time: '09:00:00',
      duration: '3 hours',
      venue: VENUES.discovery,
      max: 20,
      member: 150,
      nonMember: 230,
      description: '以瑜伽提升柔軟度及揮桿穩定性。\nYoga for flexibility and a steadier swing.',
    },
    {
      offset: -47,
      name: '球具保養工作坊 Club Care Workshop',
      type: 'Other',
      time: '15:00:00',
      duration: '90 minutes',
      venue: VENUES.sheungWan,
      max: 25,
      member: 0,
      nonMember: 60,
      description: '學習清潔及保養球具。\nLearn to clean and look after your clubs.',
    },
  ];
}
