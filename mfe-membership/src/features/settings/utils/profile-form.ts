import { GENDERS, profileUpdateSchema, type Gender, type Profile } from '@golf/contract/profile';
import { checkForm, type FormErrors, type SchemaCheck } from '@golf/shared/forms/use-form';
import type { ProfileUpdate } from '../api/update-profile';

export { GENDERS };

/** The form keeps what was typed, as text, so nothing is lost or reformatted while editing. */
export interface ProfileFormValues {
  fullName: string;
  gender: '' | Gender;
  kscId: string;
  handicapIndex: string;
  /** The name shown in the forum; empty: the default derived from the full name. */
  displayName: string;
}

/** Checked by the schema the API checks the same edit with, in the contract's (the API's) words. */
export const PROFILE_CHECK: SchemaCheck = { schema: profileUpdateSchema };

export function profileFormOf(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName ?? '',
    gender: profile.gender && GENDERS.includes(profile.gender) ? profile.gender : '',
    kscId: profile.kscId ?? '',
    handicapIndex: profile.handicapIndex == null ? '' : String(profile.handicapIndex),
    // (A profile cached by an older release has no displayName: the default.)
    displayName: profile.displayName ?? '',
  };
}

/** Empty when the form can be sent. */
export function validateProfileForm(values: ProfileFormValues): FormErrors<ProfileFormValues> {
  return checkForm(values, PROFILE_CHECK);
}

type OptionalField = 'gender' | 'kscId' | 'handicapIndex' | 'displayName';
const OPTIONAL_FIELDS: OptionalField[] = ['gender', 'kscId', 'handicapIndex', 'displayName'];

/**
 * fullName always; an optional field when it is filled (spec 02 §5), and null when the member
 * emptied a field that held a value, so clearing it really clears it on the server.
 */
export function profilePayload(values: ProfileFormValues, saved: Profile): ProfileUpdate {
  const parsed = profileUpdateSchema.parse(values);
  const payload: ProfileUpdate = { fullName: parsed.fullName };
  for (const field of OPTIONAL_FIELDS) {
    const value = parsed[field];
    if (value !== null && value !== undefined) Object.assign(payload, { [field]: value });
    else if (saved[field] != null) Object.assign(payload, { [field]: null });
  }
  return payload;
}
