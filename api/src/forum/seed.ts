import { asc, eq, inArray } from 'drizzle-orm';
import type { Seeder } from '../seed/index.js';
import { DEMO_MEMBERS } from '../users/seed.js';
import { users } from '../users/table.js';
import type { Subcategory } from './categories.js';
import { forumReplies, forumThreadLikes, forumThreads } from './table.js';

const HOUR = 3_600_000;

interface DemoThread {
  hoursAgo: number;
  category: Subcategory;
  /** Index into the demo members. */
  by: number;
  title: string;
  content: string;
  replies: Array<{ by: number; content: string }>;
  likedBy: number[];
}

const DEMO_THREADS: DemoThread[] = [
  {
    hoursAgo: 3,
    category: 'newsAndEvents',
    by: 1,
    title: '春季盃有人一起報名嗎？ | Anyone entering the Spring Cup?',
    content: '我打算報 U15 組，想找人一起練習。\nI am entering the U15 division and looking for practice partners.',
    replies: [
      { by: 0, content: '我也報了！星期三練習見。 Me too, see you on Wednesday.' },
      { by: 4, content: 'Count me in for a practice round on Saturday.' },
    ],
    likedBy: [0, 2, 4],
  },
  {
    hoursAgo: 20,
    category: 'beginnerQuestions',
    by: 2,
    title: '第一次落場要注意什麼？ | What should I know before my first round?',
    content: '剛學了三個月，下個月第一次落場，有什麼禮儀要注意？\nThree months in and my first round is next month. Any etiquette tips?',
    replies: [
      { by: 1, content: '準時到、修補球痕、不要在別人推桿時走動。 Be on time, repair pitch marks, stay still while others putt.' },
      { by: 0, content: 'Bring more balls than you think you need!' },
      { by: 2, content: '多謝兩位！ Thanks both!' },
    ],
    likedBy: [1],
  },
  {
    hoursAgo: 30,
    category: 'troubleshootingOnSlice',
    by: 0,
    title: '一開球就右曲 | Slicing every drive',
    content: '用一號木開球總是大幅右曲，鐵桿卻沒問題。\nMy driver slices badly but my irons fly straight. Ideas?',
    replies: [{ by: 1, content: '檢查握桿，可能太弱。 Check your grip; it may be too weak.' }],
    likedBy: [2, 3],
  },
  {
    hoursAgo: 52,
    category: 'memberMeetups',
    by: 4,
    title: '週末滘西洲聚會 | Weekend meetup at Kau Sai Chau',
    content: '本週六早上九時碼頭集合，歡迎會員參加。\nMeeting at the pier at 9am on Saturday; members welcome.',
    replies: [],
    likedBy: [0, 1],
  },
  {
    hoursAgo: 75,
    category: 'golfOotd',
    by: 1,
    title: '今日球場造型 | Today’s course outfit',
    content: '輕便防曬為主，大家有什麼推介？\nLight and sun-safe today. What do you all wear in summer?',
    replies: [{ by: 3, content: 'A wide-brim hat changed my summer golf.' }],
    likedBy: [],
  },
  {
    hoursAgo: 120,
    category: 'mentalGameTips',
    by: 3,
    title: '比賽時緊張怎麼辦？ | Nerves in competition',
    content: '練習時打得好，比賽時就緊張失準。\nI play well in practice and fall apart in competition.',
    replies: [
      { by: 1, content: '每一桿前做同一套準備動作。 Keep the same pre-shot routine for every shot.' },
      { by: 4, content: 'Breathe out slowly before you take the club back.' },
    ],
    likedBy: [0, 1, 2, 4],
  },
  {
    hoursAgo: 160,
    category: 'feedbackToFounders',
    by: 0,
    title: '建議：增加初學者練習時段 | Suggestion: more beginner practice slots',
    content: '星期三的練習很受歡迎，可否增加週末初學者時段？\nWednesday practice is full; could we add a weekend beginner slot?',
    replies: [],
    likedBy: [2],
  },
];

export const forumSeeder: Seeder = {
  name: 'forum',
  async demo({ db, log }) {
    const emails = DEMO_MEMBERS.map((member) => member.email);
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [...emails])).orderBy(asc(users.createdAt));
    const idOf = (index: number) => rows.find((row) => row.email === emails[index])?.id;
    const now = Date.now();
    let replies = 0;
    for (const demo of DEMO_THREADS) {
      const authorId = idOf(demo.by);
      if (!authorId) continue;
      const createdAt = new Date(now - demo.hoursAgo * HOUR);
      const likers = demo.likedBy.map(idOf).filter((id): id is string => Boolean(id));
      const [thread] = await db
        .insert(forumThreads)
        .values({ authorId, category: demo.category, title: demo.title, content: demo.content, likes: likers.length, createdAt, updatedAt: createdAt })
        .returning({ id: forumThreads.id });
      for (const userId of likers) await db.insert(forumThreadLikes).values({ threadId: thread!.id, userId });
      for (const [index, reply] of demo.replies.entries()) {
        const replyAuthor = idOf(reply.by);
        if (!replyAuthor) continue;
        await db.insert(forumReplies).values({
          threadId: thread!.id,
          authorId: replyAuthor,
          content: reply.content,
          createdAt: new Date(createdAt.getTime() + (index + 1) * HOUR * 0.5),
        });
        await db.update(forumThreads).set({ comments: index + 1 }).where(eq(forumThreads.id, thread!.id));
        replies += 1;
      }
    }
    log(`created ${DEMO_THREADS.length} demo forum threads with ${replies} replies`);
  },
};
