import type { AdminUser } from '@golf/contract/profile';
import { makeUser } from '../../../testing/fixtures';
import { changedFields, formFromUser, toInteger, validateUserForm } from './user-form';

const user: AdminUser = makeUser({
  _id: 'u1',
  numericId: 7,
  noOfFreePractice: 0,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('user form', () => {
  it('finds no change in an untouched form', () => {
    expect(changedFields(user, formFromUser(user))).toEqual([]);
  });

  it('lists only the changed fields, converted for the API', () => {
    const values = { ...formFromUser(user), fullName: ' Chan Siu Ming ', membership: 'annual' as const, point: '25', kscId: 'K-1' };
    expect(changedFields(user, values)).toEqual([
      { field: 'fullName', value: 'Chan Siu Ming' },
      { field: 'kscId', value: 'K-1' },
      { field: 'annualMembershipActivated', value: true },
      { field: 'point', value: 25 },
    ]);
  });

  it('parses counts as integers that default to 0', () => {
    expect(toInteger('3.7')).toBe(3);
    expect(toInteger('abc')).toBe(0);
    expect(toInteger('')).toBe(0);
    const values = { ...formFromUser(user), point: 'lots', noOfFreePractice: '2' };
    expect(changedFields(user, values)).toEqual([
      { field: 'point', value: 0 },
      { field: 'noOfFreePractice', value: 2 },
    ]);
  });

  it('sends the password only when it is filled', () => {
    expect(changedFields(user, { ...formFromUser(user), password: '' })).toEqual([]);
    expect(changedFields(user, { ...formFromUser(user), password: 'secret-1' })).toEqual([{ field: 'password', value: 'secret-1' }]);
  });

  it('clears optional fields with null', () => {
    expect(changedFields(user, { ...formFromUser(user), gender: '', handicapIndex: '' })).toEqual([
      { field: 'gender', value: null },
      { field: 'handicapIndex', value: null },
    ]);
  });

  it('refuses what the server would refuse', () => {
    const errors = validateUserForm({ ...formFromUser(user), fullName: ' ', email: 'nope', phone: '', handicapIndex: 'x', password: '123' });
    expect(errors).toEqual({
      fullName: { key: 'userDetail.validation.fullNameRequired' },
      email: { key: 'userDetail.validation.emailInvalid' },
      phone: { key: 'userDetail.validation.phoneRequired' },
      handicapIndex: { key: 'userDetail.validation.handicapInvalid' },
      password: { key: 'userDetail.validation.passwordTooShort', params: { min: 8 } },
    });
    expect(validateUserForm(formFromUser(user))).toEqual({});
  });

  it('checks a phone and a handicap by the API’s rules (the contract’s), in the contract’s words', () => {
    const errors = validateUserForm({ ...formFromUser(user), phone: '12ab', handicapIndex: '60' });
    expect(errors).toEqual({ phone: { key: 'profile.phoneInvalid', ns: 'contract' }, handicapIndex: { key: 'profile.handicapInvalid', ns: 'contract' } });
    expect(validateUserForm({ ...formFromUser(user), phone: '(852) 9123-4567', handicapIndex: '-10' })).toEqual({});
  });
});
