import type { Gender, Profile } from '@golf/contract/profile';
import type { ProfileUpdate } from '../api/update-profile';

export const GENDERS: Gender[] = ['Male', 'Female', 'Other'];
/** The API's accepted range; a handicap index outside it is a typing mistake. */
const HANDICAP_MIN = -10;
const HANDICAP_MAX = 54;

/** The form keeps what was typed, as text, so nothing is lost or reformatted while editing. */
export interface ProfileFormValues {
  fullName: string;
  gender: '' | Gender;
  kscId: string;
  handicapIndex: string;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function profileFormOf(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName ?? '',
    gender: profile.gender && GENDERS.includes(profile.gender) ? profile.gender : '',
    kscId: profile.kscId ?? '',
    handicapIndex: profile.handicapIndex == null ? '' : String(profile.handicapIndex),
  };
}

/** Error keys of the 'membership' catalogue, per field; empty when the form can be sent. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'profile.fullNameRequired';
  const handicap = values.handicapIndex.trim();
  if (handicap) {
    const number = Number(handicap);
    if (!Number.isFinite(number) || number < HANDICAP_MIN || number > HANDICAP_MAX) errors.handicapIndex = 'profile.handicapInvalid';
  }
  return errors;
}

/** fullName is always sent; the other fields only when filled (spec 02 §5). */
export function profilePayload(values: ProfileFormValues): ProfileUpdate {
  const payload: ProfileUpdate = { fullName: values.fullName.trim() };
  if (values.gender) payload.gender = values.gender;
  const kscId = values.kscId.trim();
  if (kscId) payload.kscId = kscId;
  const handicap = values.handicapIndex.trim();
  if (handicap) payload.handicapIndex = Number(handicap);
  return payload;
}
