import { addShellTexts } from './shell-catalogue';

// About Us and Membership Benefits (spec 01 §2).
const en = {
  about: {
    eyebrow: 'About Us',
    title: 'A home for young golfers in Hong Kong',
    tagline: 'Play more. Learn together. Grow the game.',
    intro:
      'We bring young golfers together for practice, lessons, events and friendship — whether you are swinging a club for the first time or chasing a single-figure handicap.',
    join: 'Join Our Community',
    valuesTitle: 'What we stand for',
    values: {
      inclusive: {
        title: 'Inclusive Community',
        text: 'Everyone is welcome, whatever their age, background or level. Beginners learn beside experienced players.',
      },
      modern: {
        title: 'Modern Approach',
        text: 'Online sign-up, digital membership cards and an events calendar make golf easy to fit into a busy week.',
      },
      passionate: {
        title: 'Passionate Members',
        text: 'Our members share tips, swing videos and stories, and cheer each other on at every event.',
      },
    },
    visionTitle: 'Our Vision',
    visionLead:
      'To make golf an open, affordable and joyful sport for the next generation in Hong Kong.',
    visionDetail:
      'Through regular practice sessions, coaching with PGA professionals and partnerships with local clubs, we help young people build skills, confidence and lifelong friendships on and off the course.',
    visionImageAlt: 'Young golfers practising together on a driving range',
  },
  benefits: {
    eyebrow: 'Annual Membership',
    title: 'Membership Benefits',
    subtitle: 'Everything an annual member enjoys throughout the year.',
    lessonTitle: 'Free PGA Group Lesson',
    lessonText: 'Join a group lesson led by a PGA professional and sharpen your swing, short game and course management.',
    lessonValue: 'Valued at HK$1000',
    practiceTitle: 'Free Monthly Practice',
    practiceText: 'One free practice session every month at our regular Wednesday practice.',
    practiceNote: 'First come, first served',
    moreTitle: 'More benefits coming soon',
    moreText: 'Members already collect reward points, shown on their membership page. Partner discounts to spend them on are on the way. Stay tuned!',
    join: 'Join Our Community',
    viewMembership: 'View my membership',
  },
};

const zh: typeof en = {
  about: {
    eyebrow: '關於我們',
    title: '香港年輕高爾夫球手的家',
    tagline: '多打球，一起學，推動高爾夫運動。',
    intro: '我們聚集年輕高爾夫球手一同練習、上課、參加活動和結識朋友——無論你是第一次揮桿，還是正向單位數差點進發。',
    join: '加入我們的社群',
    valuesTitle: '我們的信念',
    values: {
      inclusive: {
        title: '共融社群',
        text: '不論年齡、背景或程度，人人都歡迎。初學者與資深球手一同學習。',
      },
      modern: {
        title: '現代化方式',
        text: '網上註冊、電子會員卡和活動日曆，讓高爾夫輕鬆融入忙碌的生活。',
      },
      passionate: {
        title: '熱誠會員',
        text: '會員互相分享技巧、揮桿影片和心得，並在每次活動中互相打氣。',
      },
    },
    visionTitle: '我們的願景',
    visionLead: '讓高爾夫成為香港新一代人人可參與、可負擔又充滿樂趣的運動。',
    visionDetail:
      '透過定期練習、PGA 專業教練指導及與本地球會合作，我們幫助年輕人在球場內外建立技術、自信和終身友誼。',
    visionImageAlt: '年輕球手一同在練習場練習',
  },
  benefits: {
    eyebrow: '年度會籍',
    title: '會員福利',
    subtitle: '年度會員全年可享的各項福利。',
    lessonTitle: '免費 PGA 小組課堂',
    lessonText: '參加由 PGA 專業教練帶領的小組課堂，改善揮桿、短桿及球場策略。',
    lessonValue: '價值 HK$1000',
    practiceTitle: '每月免費練習',
    practiceText: '每月一次免費參加我們逢星期三舉行的恆常練習。',
    practiceNote: '先到先得',
    moreTitle: '更多福利即將推出',
    moreText: '會員已可累積獎勵積分，並在會籍頁面查看。可使用積分的合作夥伴優惠即將推出，敬請期待！',
    join: '加入我們的社群',
    viewMembership: '查看我的會籍',
  },
};

export const infoTexts = { en, zh };
addShellTexts(infoTexts);
