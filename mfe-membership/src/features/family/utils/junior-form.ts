import { clubToday, dateOfBirthProblem, juniorDisplayName, juniorInputSchema, type Junior, type JuniorInput } from '@golf/contract/family';
import type { Gender } from '@golf/contract/profile';
import type { SchemaCheck } from '@golf/shared/forms/use-form';

export type ConsentAnswer = '' | 'yes' | 'no';

/** The form keeps what was typed, as text, so nothing is lost or reformatted while editing. */
export interface JuniorFormValues {
  nameZh: string;
  nameEn: string;
  dateOfBirth: string;
  gender: '' | Gender;
  school: string;
  kscId: string;
  handicapIndex: string;
  emergencyName: string;
  emergencyRelation: string;
  emergencyPhone: string;
  medicalNotes: string;
  photoConsent: ConsentAnswer;
  forumConsent: ConsentAnswer;
}

const answerOf = (consent: boolean | null): ConsentAnswer => (consent === null ? '' : consent ? 'yes' : 'no');
const consentOf = (answer: ConsentAnswer): boolean | null => (answer === '' ? null : answer === 'yes');

export function juniorFormOf(junior?: Junior): JuniorFormValues {
  return {
    nameZh: junior?.name.zh ?? '',
    nameEn: junior?.name.en ?? '',
    dateOfBirth: junior?.dateOfBirth ?? '',
    gender: junior?.gender ?? '',
    school: junior?.school ?? '',
    kscId: junior?.kscId ?? '',
    handicapIndex: junior?.handicapIndex == null ? '' : String(junior.handicapIndex),
    emergencyName: junior?.emergencyContact?.name ?? '',
    emergencyRelation: junior?.emergencyContact?.relation ?? '',
    emergencyPhone: junior?.emergencyContact?.phone ?? '',
    medicalNotes: junior?.medicalNotes ?? '',
    photoConsent: answerOf(junior?.photoConsent ?? null),
    forumConsent: answerOf(junior?.forumConsent ?? null),
  };
}

/**
 * The body the API takes. The emergency contact is sent when any of its fields is filled (the
 * contract then asks for both the name and the phone); the photo is kept as it was.
 */
export function juniorPayload(values: JuniorFormValues, imageFileId: string | null = null): JuniorInput {
  const emergency = [values.emergencyName, values.emergencyRelation, values.emergencyPhone].some((text) => text.trim());
  return {
    name: { zh: values.nameZh, en: values.nameEn },
    dateOfBirth: values.dateOfBirth,
    gender: values.gender || null,
    school: values.school,
    kscId: values.kscId,
    handicapIndex: values.handicapIndex,
    imageFileId,
    emergencyContact: emergency ? { name: values.emergencyName, relation: values.emergencyRelation, phone: values.emergencyPhone } : null,
    medicalNotes: values.medicalNotes,
    photoConsent: consentOf(values.photoConsent),
    forumConsent: consentOf(values.forumConsent),
  };
}

/** The form field a contract issue belongs to (the body nests the name and the emergency contact). */
function fieldOf(path: ReadonlyArray<PropertyKey>): keyof JuniorFormValues {
  const [first, second] = path.map(String);
  if (first === 'name') return 'nameZh';
  if (first === 'emergencyContact') return second === 'phone' ? 'emergencyPhone' : second === 'relation' ? 'emergencyRelation' : 'emergencyName';
  return first as keyof JuniorFormValues;
}

/**
 * Checked by the very schema the API checks the body with, and the date of birth by the same rule
 * on the club's day; each problem lands on the field that caused it, in the contract's words.
 */
export const JUNIOR_CHECK: SchemaCheck = {
  schema: {
    safeParse(values: unknown) {
      const form = values as JuniorFormValues;
      const issues: { message: string; path: PropertyKey[] }[] = [];
      const parsed = juniorInputSchema.safeParse(juniorPayload(form));
      if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ message: issue.message, path: [fieldOf(issue.path)] })));
      const birth = dateOfBirthProblem(form.dateOfBirth, clubToday());
      if (birth) issues.unshift({ message: birth, path: ['dateOfBirth'] });
      return issues.length ? { success: false as const, error: { issues } } : { success: true as const };
    },
  },
};

export { juniorDisplayName };
