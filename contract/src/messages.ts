/**
 * The texts of the contract's validation messages, flat keys in both languages and no parameters,
 * so the API's catalogue and the apps' i18n read the very same words. English texts quoted by the
 * specification are kept word for word.
 */
export const validationMessages = {
  en: {
    'enrolment.fieldsRequired': 'Please fill in all required fields',
    'enrolment.nameTooLong': 'Name can be at most 100 characters.',
    'enrolment.invalidEmail': 'Please enter a valid email address',
    'enrolment.invalidPhone': 'Please enter a valid phone number.',
    'enrolment.remarksTooLong': 'Remarks can be at most 1000 characters.',
    'profile.fullNameRequired': 'Please enter your full name.',
    'profile.fullNameTooLong': 'Full name can be at most 100 characters.',
    'profile.kscIdTooLong': 'KSC ID can be at most 50 characters.',
    'profile.handicapInvalid': 'Handicap index must be a number between -10 and 54.',
    'profile.genderInvalid': 'Gender must be Male, Female or Other.',
  },
  zh: {
    'enrolment.fieldsRequired': '請填寫所有必填欄位',
    'enrolment.nameTooLong': '姓名最多 100 個字元。',
    'enrolment.invalidEmail': '請輸入有效的電郵地址',
    'enrolment.invalidPhone': '請輸入有效的電話號碼。',
    'enrolment.remarksTooLong': '備註最多 1000 個字元。',
    'profile.fullNameRequired': '請輸入你的全名。',
    'profile.fullNameTooLong': '全名最多 100 個字元。',
    'profile.kscIdTooLong': 'KSC 編號最多 50 個字元。',
    'profile.handicapInvalid': '差點指數必須是 -10 至 54 之間的數字。',
    'profile.genderInvalid': '性別必須是男、女或其他。',
  },
} satisfies { en: Record<string, string>; zh: Record<string, string> };

export type ValidationMessageKey = keyof typeof validationMessages.en;

type Issues = { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };

/** The message key of the first problem zod found, for a form to show. */
export function firstMessage(error: Issues): ValidationMessageKey {
  return error.issues[0]!.message as ValidationMessageKey;
}

/** The first message key per field, for forms that show each field's own error. */
export function messagesByField<Field extends string>(error: Issues): Partial<Record<Field, ValidationMessageKey>> {
  const byField: Partial<Record<Field, ValidationMessageKey>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    byField[field] ??= issue.message as ValidationMessageKey;
  }
  return byField;
}
