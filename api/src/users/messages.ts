import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'users.emailTaken': 'An account with this email already exists. Please sign in, or activate your membership if the club registered you.',
    'users.invalidCredentials': 'Invalid credentials. Please try again.',
    'users.tooManySignInFailures': 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
    'users.activationRefused':
      'We could not activate a membership with these details. Please check your email and phone number, or contact the club.',
    'users.passwordTooShort': 'New password must be at least 6 characters long.',
    'users.currentPasswordRequired': 'Please enter your current password to change it.',
    'users.wrongCurrentPassword': 'The current password is not correct.',
    'users.invalidPhone': 'Please enter a valid phone number.',
    'users.invalidCountryCode': 'Please choose a valid country code.',
    'users.invalidHandicap': 'Handicap index must be a number between -10 and 54.',
    'users.fileNotFound': 'The picture was not found. Please upload it again.',
    'users.userNotFound': 'User not found.',
    'users.unknownField': 'This field cannot be changed here.',
    'users.cannotDemoteSelf': 'You cannot remove your own admin rights.',
    'users.cannotFreezeSelf': 'You cannot freeze your own account.',
  },
  zh: {
    'users.emailTaken': '此電郵已有帳戶。請直接登入；如帳戶由會方代為登記，請先啟用會籍。',
    'users.invalidCredentials': '登入資料不正確，請重試。',
    'users.tooManySignInFailures': '登入失敗次數過多，請於 {minutes} 分鐘後再試。',
    'users.activationRefused': '無法以這些資料啟用會籍。請檢查電郵及電話號碼，或聯絡會方。',
    'users.passwordTooShort': '新密碼最少需要 6 個字元。',
    'users.currentPasswordRequired': '請輸入目前密碼以作更改。',
    'users.wrongCurrentPassword': '目前密碼不正確。',
    'users.invalidPhone': '請輸入有效的電話號碼。',
    'users.invalidCountryCode': '請選擇有效的國家區號。',
    'users.invalidHandicap': '差點指數必須是 -10 至 54 之間的數字。',
    'users.fileNotFound': '找不到圖片，請重新上載。',
    'users.userNotFound': '找不到用戶。',
    'users.unknownField': '此欄位不能在這裏更改。',
    'users.cannotDemoteSelf': '你不能移除自己的管理員權限。',
    'users.cannotFreezeSelf': '你不能凍結自己的帳戶。',
  },
} satisfies Catalogue;
