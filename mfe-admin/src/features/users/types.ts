
/** The fields an admin edits one at a time (PUT /admin/user/update/{id}). */
export type EditableUserField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'gender'
  | 'kscId'
  | 'handicapIndex'
  | 'annualMembershipActivated'
  | 'annualMembershipExpiredAt'
  | 'userGroup'
  | 'point'
  | 'noOfFreePractice'
  | 'noOfFreeCoaching'
  | 'password'
  | 'imageFileId';
