import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'family.juniorNotFound': 'Junior not found',
    'family.notYourJunior': 'This junior is not in your family',
    'family.juniorHasPlaces': 'This junior has places in events to come. Cancel them first, then remove the junior.',
    'family.tooManyJuniors': 'A family can have at most 12 juniors',
    'family.photoNotFound': 'The photo was not found. Please upload it again.',
    'family.noFamilyYet': 'Add a junior before inviting a second guardian',
    'family.alreadyGuardian': 'This person is already a guardian of your family',
    'family.inviteNoAccount': 'No account uses the address this invitation was sent to yet. Sign up with that address, then open the link again.',
    'family.alreadyInFamily': 'Your account already looks after another family with juniors',
  },
  zh: {
    'family.juniorNotFound': '找不到這位青少年成員',
    'family.notYourJunior': '這位青少年成員不屬於你的家庭',
    'family.juniorHasPlaces': '這位青少年成員已報名將舉行的活動。請先取消有關報名，再移除此成員。',
    'family.tooManyJuniors': '每個家庭最多可加入 12 位青少年成員',
    'family.photoNotFound': '找不到相片，請重新上載。',
    'family.noFamilyYet': '請先加入青少年成員，再邀請第二位監護人',
    'family.alreadyGuardian': '此人已是你家庭的監護人',
    'family.inviteNoAccount': '收到邀請的電郵地址尚未註冊帳戶。請先以該地址註冊，然後再開啟此連結。',
    'family.alreadyInFamily': '你的帳戶已是另一個有青少年成員的家庭的監護人',
  },
} satisfies Catalogue;
