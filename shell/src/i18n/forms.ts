import { addShellTexts } from './shell-catalogue';

// Field labels and validation messages shared by the sign-in, sign-up, activation and contact
// forms. Loaded by those pages only.
const en = {
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    verifyPassword: 'Verify Password',
    fullName: 'Full Name',
    countryCode: 'Country Code',
    phone: 'Phone Number',
    phonePlaceholder: '9123 4567',
    kscId: 'KSC ID',
    kscIdHint: 'Your Kau Sai Chau golfer card number, if you have one.',
    handicapIndex: 'Handicap Index',
    handicapHint: 'Leave empty if you do not have an official handicap yet.',
    optional: '(optional)',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number (digits only)',
    passwordLength: 'Password must be at least {{min}} characters',
    handicap: 'Handicap index must be a number between -10 and 54',
    fixErrors: 'Please check the highlighted fields.',
  },
  countries: {
    hongKong: 'Hong Kong',
    macao: 'Macao',
    china: 'China',
    taiwan: 'Taiwan',
    unitedKingdom: 'United Kingdom',
    unitedStates: 'United States',
  },
};

const zh: typeof en = {
  fields: {
    email: '電郵',
    emailPlaceholder: 'you@example.com',
    password: '密碼',
    verifyPassword: '確認密碼',
    fullName: '全名',
    countryCode: '國家／地區代碼',
    phone: '電話號碼',
    phonePlaceholder: '9123 4567',
    kscId: '滘西洲會員編號',
    kscIdHint: '如有滘西洲球員證，請填寫其號碼。',
    handicapIndex: '差點指數',
    handicapHint: '如未有正式差點，可留空。',
    optional: '（選填）',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
  },
  validation: {
    required: '此欄必須填寫',
    email: '請輸入有效的電郵地址',
    phone: '請輸入有效的電話號碼（只限數字）',
    passwordLength: '密碼最少需要 {{min}} 個字元',
    handicap: '差點指數必須是 -10 至 54 之間的數字',
    fixErrors: '請檢查標示的欄位。',
  },
  countries: {
    hongKong: '香港',
    macao: '澳門',
    china: '中國內地',
    taiwan: '台灣',
    unitedKingdom: '英國',
    unitedStates: '美國',
  },
};

export const formTexts = { en, zh };
addShellTexts(formTexts);
