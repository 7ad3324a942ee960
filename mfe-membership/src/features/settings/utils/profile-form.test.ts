import { makeProfile } from '@golf/shared/testing/profile';
import { profileFormOf, profilePayload, validateProfileForm } from './profile-form';

const filled = { fullName: ' Chan Tai Man ', gender: 'Female' as const, kscId: ' KSC-1 ', handicapIndex: '12.3', displayName: '' };

const blank = makeProfile({ gender: null, kscId: null, handicapIndex: null });

describe('profilePayload', () => {
  it('always sends the trimmed full name and every filled field', () => {
    expect(profilePayload(filled, blank)).toEqual({ fullName: 'Chan Tai Man', gender: 'Female', kscId: 'KSC-1', handicapIndex: 12.3 });
  });

  it('leaves out gender, KSC id and handicap when they are empty and were never set', () => {
    expect(profilePayload({ fullName: 'Chan', gender: '', kscId: '   ', handicapIndex: '', displayName: ' ' }, blank)).toEqual({ fullName: 'Chan' });
  });

  it('sends null for a field the member emptied, so the server clears it', () => {
    const saved = makeProfile({ gender: 'Male', kscId: 'KSC-778', handicapIndex: 12.5, displayName: 'Tai Man' });
    expect(profilePayload({ fullName: 'Chan', gender: '', kscId: '', handicapIndex: ' ', displayName: '' }, saved)).toEqual({
      fullName: 'Chan',
      gender: null,
      kscId: null,
      handicapIndex: null,
      displayName: null,
    });
  });

  it('sends a chosen display name, trimmed', () => {
    expect(profilePayload({ ...filled, displayName: '  Golf Mum ' }, blank).displayName).toBe('Golf Mum');
  });

  it('sends a handicap of zero, which is filled', () => {
    expect(profilePayload({ ...filled, handicapIndex: '0' }, blank).handicapIndex).toBe(0);
  });
});

describe('validateProfileForm', () => {
  it('accepts a filled form and one with only the name', () => {
    expect(validateProfileForm(filled)).toEqual({});
    expect(validateProfileForm({ fullName: 'A', gender: '', kscId: '', handicapIndex: '', displayName: '' })).toEqual({});
  });

  it.each([
    ['http://evil.example', 'profile.displayNameInvalid'],
    ['x'.repeat(31), 'profile.displayNameTooLong'],
  ])('refuses the display name %s', (displayName, key) => {
    expect(validateProfileForm({ ...filled, displayName })).toEqual({ displayName: { key, ns: 'contract' } });
  });

  it('needs a full name', () => {
    expect(validateProfileForm({ ...filled, fullName: '   ' })).toEqual({ fullName: { key: 'profile.fullNameRequired', ns: 'contract' } });
  });

  it.each(['abc', '55', '-10.5'])('refuses the handicap %s', (handicapIndex) => {
    expect(validateProfileForm({ ...filled, handicapIndex })).toEqual({ handicapIndex: { key: 'profile.handicapInvalid', ns: 'contract' } });
  });

  it.each(['-10', '54', '0.1', '36.4'])('accepts the handicap %s', (handicapIndex) => {
    expect(validateProfileForm({ ...filled, handicapIndex })).toEqual({});
  });
});

it('starts the form from the profile, empty where nothing is known', () => {
  expect(profileFormOf(makeProfile())).toEqual({ fullName: 'Chan Tai Man', gender: 'Male', kscId: 'KSC-778', handicapIndex: '12.5', displayName: '' });
  expect(profileFormOf(makeProfile({ gender: null, kscId: null, handicapIndex: null }))).toEqual({
    fullName: 'Chan Tai Man',
    gender: '',
    kscId: '',
    handicapIndex: '',
    displayName: '',
  });
});
