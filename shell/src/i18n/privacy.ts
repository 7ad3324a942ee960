import { addShellTexts } from './shell-catalogue';

// The privacy notice (Personal Information Collection Statement) at /privacy: issue 40 point 1,
// DESIGN §11, decision 94. What it says follows docs/privacy.md; when its words change, so does
// PRIVACY_NOTICE_VERSION (contract/src/privacy.ts), which sign-up records with each consent.
// Loaded with the page's own chunk only.
const en = {
  privacy: {
    eyebrow: 'Personal Information Collection Statement',
    title: 'Privacy notice',
    version: 'Version {{version}}',
    intro:
      'Youth Golf Community (“the club”) follows Hong Kong’s Personal Data (Privacy) Ordinance (Cap. 486). This notice tells you what personal data the club collects on this site, why, who sees it, how long it is kept and how you can see, correct or delete it. Please read it before you create an account; you are asked to confirm that you have.',
    sections: {
      collect: {
        title: 'What we collect',
        items: {
          account: 'Your account: full name, email address, phone number, and if you give them your gender, KSC ID, handicap index, a profile photo and the name shown in the forum.',
          family: 'Your juniors (if you add them): name, date of birth, gender, school, KSC ID, handicap, photo, an emergency contact, medical notes you choose to tell us, and whether photos of them may be used.',
          bookings: 'Bookings and payments: the events you or your juniors enrol in, the participant’s name, email and phone given for the booking, remarks, attendance, payments and refunds. Card details go to the payment provider; the club never sees them.',
          posts: 'What you write: forum threads and replies, the pictures you attach, reports, likes, and messages sent through the contact form.',
          technical: 'Technical records: the devices you are signed in on and their network address, and short-lived counts of attempts that protect accounts from abuse.',
        },
        required:
          'Name, email and phone are needed to create an account and to book; without them the club cannot run your membership or bookings. Everything marked optional may be left empty.',
      },
      purposes: {
        title: 'Why we use it',
        items: {
          membership: 'To run your account and membership, and to check who is a member.',
          events: 'To take bookings, collect payments, give refunds and check participants in at the door.',
          contact: 'To send you the emails the service needs: email confirmation, password reset, booking receipts, waiting-list offers, reminders (which you can turn off) and answers to your messages.',
          safety: 'To keep juniors safe at events: their emergency contact and medical notes are for the coaches and organisers of the event only.',
          community: 'To show your posts in the forum under the name you choose (visitors never see full names or photos).',
          records: 'To keep the records the law asks for, such as payment records.',
        },
      },
      sharing: {
        title: 'Who sees it',
        text: 'The club’s administrators, for the purposes above; the payment provider for payments; the mail delivery and hosting services that run the site for the club. The club does not sell or rent personal data, and gives it to others only when the law requires it. Every time an administrator opens a member’s details, it is logged.',
      },
      retention: {
        title: 'How long we keep it',
        text: 'Only as long as it is needed. Mail texts are erased after 90 days, contact messages after a year, deleted posts after 30 days, earlier versions of posts after a year, ended sessions after 30 days. When you close your account, your data is erased or anonymised 30 days later; payment records are kept for 7 years with the payer’s name only, as Hong Kong’s record-keeping rules require.',
      },
      juniors: {
        title: 'Juniors and guardians',
        text: 'Accounts are for adults. A junior under 18 is added by a parent or guardian with parental responsibility, who gives the junior’s data and the consents for them. The guardian can download the junior’s data and close the junior’s record on the family page. Visitors never see a junior’s photo.',
      },
      marketing: {
        title: 'Direct marketing',
        text: 'The club sends news of offers, partner discounts and promotions only to members who separately agree to it; it is off unless you tick it at sign-up or turn it on in Settings, and you can withdraw at any time in Settings, free of charge. Service emails about your account and bookings are not marketing.',
      },
      rights: {
        title: 'Seeing, correcting and deleting your data',
        text: 'You can correct most of your data yourself in Settings, download everything the club holds about you (Settings → Privacy → Download my data) and close your account. You may also ask the club in writing for a copy of your data or for a correction: the club answers within 40 days, and if it must refuse, it tells you why.',
      },
      contact: {
        title: 'Contact',
        text: 'Questions about this notice or your data: write to the club at <mail>{{email}}</mail>, or use the contact form.',
        form: 'Contact form',
      },
      changes: {
        title: 'Changes to this notice',
        text: 'When this notice changes, its version changes. The version you agreed to at sign-up is kept with your account.',
      },
    },
  },
};

const zh: typeof en = {
  privacy: {
    eyebrow: '收集個人資料聲明',
    title: '私隱聲明',
    version: '版本 {{version}}',
    intro:
      '青少年高爾夫社群（Youth Golf Community，「本會」）遵守香港《個人資料（私隱）條例》（第 486 章）。本聲明說明本會在本網站收集哪些個人資料、用途、誰會看到、保留多久，以及你如何查閱、改正或刪除資料。建立帳戶前請先閱讀，註冊時你須確認已閱讀本聲明。',
    sections: {
      collect: {
        title: '我們收集的資料',
        items: {
          account: '你的帳戶：全名、電郵地址、電話號碼，以及你選擇提供的性別、KSC 編號、差點指數、個人照片和在討論區顯示的名稱。',
          family: '你的青少年成員（如你加入）：姓名、出生日期、性別、學校、KSC 編號、差點、照片、緊急聯絡人、你選擇告訴我們的醫療備註，以及可否使用其照片。',
          bookings: '報名及付款：你或你的青少年成員報名的活動、報名時提供的參加者姓名、電郵及電話、備註、出席紀錄、付款及退款。信用卡資料由付款服務商處理，本會不會看到。',
          posts: '你寫的內容：討論區的主題和回覆、附上的圖片、檢舉、讚好，以及透過聯絡表格傳送的訊息。',
          technical: '技術紀錄：你登入的裝置及其網絡位址，以及為防止帳戶被濫用而短暫保留的嘗試次數。',
        },
        required: '建立帳戶及報名須提供姓名、電郵和電話；沒有這些資料，本會無法處理你的會籍或報名。標示為選填的資料可以留空。',
      },
      purposes: {
        title: '資料用途',
        items: {
          membership: '管理你的帳戶和會籍，並核實會員身份。',
          events: '處理報名、收款、退款，以及在活動入口核對參加者。',
          contact: '發送服務所需的電郵：確認電郵、重設密碼、報名收據、候補名額通知、提醒（可以關閉）及回覆你的查詢。',
          safety: '在活動中保障青少年安全：緊急聯絡人和醫療備註只供該活動的教練及負責人使用。',
          community: '在討論區以你選擇的名稱顯示你的帖子（訪客不會看到全名或照片）。',
          records: '保存法例要求的紀錄，例如付款紀錄。',
        },
      },
      sharing: {
        title: '誰會看到',
        text: '本會管理員（為上述用途）、付款服務商（處理付款），以及代本會運作網站的電郵傳送及寄存服務。本會不會出售或出租個人資料，只會在法例要求時向其他人提供。管理員每次開啟會員資料都會被記錄。',
      },
      retention: {
        title: '保留期限',
        text: '只在有需要時保留。電郵內容 90 日後刪除，聯絡訊息一年後刪除，已刪除的帖子 30 日後刪除，帖子的較早版本一年後刪除，已結束的登入裝置紀錄 30 日後刪除。你關閉帳戶後，資料會在 30 日後刪除或匿名化；按香港的紀錄保存規定，付款紀錄只連同付款人姓名保留 7 年。',
      },
      juniors: {
        title: '青少年及監護人',
        text: '帳戶只供成年人使用。未滿 18 歲的青少年由負有父母責任的家長或監護人加入，並由其提供青少年的資料及代為同意。監護人可在家庭頁面下載青少年的資料及關閉其紀錄。訪客不會看到青少年的照片。',
      },
      marketing: {
        title: '直接促銷',
        text: '本會只會向另行同意的會員發送優惠、合作夥伴折扣及推廣消息；除非你在註冊時勾選或在設定中開啟，否則不會發送。你可隨時在設定中免費撤回同意。有關你的帳戶及報名的服務電郵不屬促銷。',
      },
      rights: {
        title: '查閱、改正及刪除資料',
        text: '你可以在設定中自行改正大部分資料、下載本會持有關於你的所有資料（設定 → 私隱 → 下載我的資料），以及關閉帳戶。你亦可以書面要求本會提供你的資料副本或改正資料：本會會在 40 日內回覆；如須拒絕，會告訴你原因。',
      },
      contact: {
        title: '聯絡我們',
        text: '對本聲明或你的資料有疑問，請電郵至 <mail>{{email}}</mail>，或使用聯絡表格。',
        form: '聯絡表格',
      },
      changes: {
        title: '本聲明的修訂',
        text: '本聲明修訂時，其版本亦會更新。你在註冊時同意的版本會與你的帳戶一併保存。',
      },
    },
  },
};

export const privacyTexts = { en, zh };
addShellTexts(privacyTexts);
