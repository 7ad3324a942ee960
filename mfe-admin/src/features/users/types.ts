import type { Profile } from '@golf/shared/api/types';

/** A user as the admin calls see it (api-contract: the profile plus its timestamps). */
export interface AdminUser extends Profile {
  createdAt: string;
  updatedAt?: string;
}

/** The fields an admin edits one at a time (PUT /admin/user/update/{id}). */
export type EditableUserField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'gender'
  | 'kscId'
  | 'handicapIndex'
  | 'annualMembershipActivated'
  | 'userGroup'
  | 'point'
  | 'noOfFreePractice'
  | 'noOfFreeCoaching'
  | 'password'
  | 'imageFileId';
