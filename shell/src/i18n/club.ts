import { addShellTexts } from './shell-catalogue';

// Where the club's details (GET /ext/club) could not be read.
const en = {
  club: {
    unavailable: 'Our contact details could not be loaded just now.',
    contactForm: 'Send us a message instead',
  },
};

const zh: typeof en = {
  club: {
    unavailable: '暫時未能載入聯絡資料。',
    contactForm: '改為傳送訊息給我們',
  },
};

addShellTexts({ en, zh });
