/**
 * The texts of the contract's validation messages, flat keys in both languages and no parameters,
 * so the API's catalogue and the apps' i18n read the very same words. English texts quoted by the
 * specification are kept word for word.
 */
export const validationMessages = {
  en: {
    'field.invalid': 'Please check this entry.',
    'event.nameRequired': 'Event name is required',
    'event.dateFormat': 'Date must be in YYYY-MM-DD format',
    'event.timeFormat': 'Time must be in HH:mm:ss format',
    'event.durationRequired': 'Duration is required',
    'event.venueRequired': 'Venue is required',
    'event.maxParticipantsMin': 'Max participants must be greater than 0',
    'event.priceMemberMin': 'Member price must be 0 or greater',
    'event.priceNonMemberMin': 'Non-member price must be 0 or greater',
    'event.typeInvalid': 'Type must be one of Practice, Coaching, Gathering, Event, Crossover Event, Other',
    'event.descriptionRequired': 'Description is required',
    'event.cancellationHoursRange': 'Cancellation deadline must be between 0 and 720 hours before the start',
    'enrolment.fieldsRequired': 'Please fill in all required fields',
    'enrolment.invalidEmail': 'Please enter a valid email address',
    'enrolment.invalidPhone': 'Please enter a valid phone number.',
    'enrolment.remarksTooLong': 'Remarks can be at most 1000 characters.',
    'profile.fullNameRequired': 'Please enter your full name.',
    'profile.fullNameTooLong': 'Full name can be at most 100 characters.',
    'profile.kscIdTooLong': 'KSC ID can be at most 50 characters.',
    'profile.handicapInvalid': 'Handicap index must be a number between -10 and 54.',
    'profile.genderInvalid': 'Gender must be Male, Female or Other.',
    'profile.phoneInvalid': 'Please enter a valid phone number.',
    'profile.countryCodeInvalid': 'Please choose a valid country code.',
    'enrolment.nameInvalid': 'Please enter the participant’s name only (letters, digits, spaces and . \' - ·; no links or addresses).',
    'enrolment.nameTooLong': 'The participant’s name can be at most 60 characters.',
    'enrolment.participantsRequired': 'Choose who is going.',
    'enrolment.participantsInvalid': 'Choose who is going from your family only.',
    'family.nameRequired': 'Enter the name in Chinese or in English',
    'family.nameTooLong': 'A name can be at most 100 characters',
    'family.dateOfBirthRequired': 'Enter the date of birth',
    'family.dateOfBirthInvalid': 'Enter a real date of birth',
    'family.dateOfBirthFuture': 'The date of birth cannot be in the future',
    'family.notAJunior': 'A junior must be under 18. Someone of 18 or more signs up with their own account.',
    'family.genderInvalid': 'Choose a gender from the list',
    'family.schoolTooLong': 'A school name can be at most 100 characters',
    'family.kscIdTooLong': 'The KSC ID can be at most 50 characters',
    'family.handicapInvalid': 'The handicap must be a number from -10 to 54',
    'family.emergencyNameRequired': "Enter the emergency contact's name",
    'family.emergencyPhoneRequired': "Enter the emergency contact's phone number",
    'family.emergencyPhoneInvalid': 'Enter a phone number of 4 to 15 digits',
    'family.relationTooLong': 'The relation can be at most 50 characters',
    'family.medicalNotesTooLong': 'Medical notes can be at most 1,000 characters',
    'family.consentInvalid': 'Answer yes or no',
  },
  zh: {
    'field.invalid': '請檢查此欄。',
    'event.nameRequired': '請輸入活動名稱',
    'event.dateFormat': '日期格式必須為 YYYY-MM-DD',
    'event.timeFormat': '時間格式必須為 HH:mm:ss',
    'event.durationRequired': '請輸入活動時長',
    'event.venueRequired': '請輸入活動地點',
    'event.maxParticipantsMin': '參加人數上限必須大於 0',
    'event.priceMemberMin': '會員價格必須為 0 或以上',
    'event.priceNonMemberMin': '非會員價格必須為 0 或以上',
    'event.typeInvalid': '活動類型必須為 Practice、Coaching、Gathering、Event、Crossover Event 或 Other',
    'event.descriptionRequired': '請輸入活動描述',
    'event.cancellationHoursRange': '取消期限必須為開始前 0 至 720 小時',
    'enrolment.fieldsRequired': '請填寫所有必填欄位',
    'enrolment.invalidEmail': '請輸入有效的電郵地址',
    'enrolment.invalidPhone': '請輸入有效的電話號碼。',
    'enrolment.remarksTooLong': '備註最多 1000 個字元。',
    'profile.fullNameRequired': '請輸入你的全名。',
    'profile.fullNameTooLong': '全名最多 100 個字元。',
    'profile.kscIdTooLong': 'KSC 編號最多 50 個字元。',
    'profile.handicapInvalid': '差點指數必須是 -10 至 54 之間的數字。',
    'profile.genderInvalid': '性別必須是男、女或其他。',
    'profile.phoneInvalid': '請輸入有效的電話號碼。',
    'profile.countryCodeInvalid': '請選擇有效的國家區號。',
    'enrolment.nameInvalid': '請只輸入參加者姓名（文字、數字、空格及 . \' - ·；不可包含連結或地址）。',
    'enrolment.nameTooLong': '參加者姓名最多 60 個字元。',
    'enrolment.participantsRequired': '請選擇參加者。',
    'enrolment.participantsInvalid': '只可選擇你的家庭成員參加。',
    'family.nameRequired': '請輸入中文或英文姓名',
    'family.nameTooLong': '姓名最多 100 個字元',
    'family.dateOfBirthRequired': '請輸入出生日期',
    'family.dateOfBirthInvalid': '請輸入有效的出生日期',
    'family.dateOfBirthFuture': '出生日期不可以是將來的日子',
    'family.notAJunior': '青少年成員須未滿 18 歲；年滿 18 歲者請以自己的帳戶註冊。',
    'family.genderInvalid': '請從列表選擇性別',
    'family.schoolTooLong': '學校名稱最多 100 個字元',
    'family.kscIdTooLong': 'KSC 編號最多 50 個字元',
    'family.handicapInvalid': '差點須為 -10 至 54 之間的數字',
    'family.emergencyNameRequired': '請輸入緊急聯絡人姓名',
    'family.emergencyPhoneRequired': '請輸入緊急聯絡人電話',
    'family.emergencyPhoneInvalid': '請輸入 4 至 15 位數字的電話號碼',
    'family.relationTooLong': '關係最多 50 個字元',
    'family.medicalNotesTooLong': '醫療備註最多 1,000 個字元',
    'family.consentInvalid': '請選擇是或否',
  },
} satisfies { en: Record<string, string>; zh: Record<string, string> };

export type ValidationMessageKey = keyof typeof validationMessages.en;

type Issues = { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };

/** A schema's own key, or 'field.invalid' for a limit a form's input already keeps to (too long). */
function keyOf(message: string): ValidationMessageKey {
  return message in validationMessages.en ? (message as ValidationMessageKey) : 'field.invalid';
}

/** The message key of the first problem zod found, for a form to show. */
export function firstMessage(error: Issues): ValidationMessageKey {
  return keyOf(error.issues[0]!.message);
}
