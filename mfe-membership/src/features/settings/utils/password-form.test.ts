import { validatePasswordForm } from './password-form';

describe('validatePasswordForm', () => {
  it('accepts a current password and a matching new one of 8 characters or more', () => {
    expect(validatePasswordForm({ current: 'old-secret', next: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({});
  });

  it('needs the current password', () => {
    expect(validatePasswordForm({ current: '', next: 'abcdefgh', confirm: 'abcdefgh' })).toEqual({ current: { key: 'errors.currentPasswordRequired' } });
  });

  it('needs the new password and its confirmation to match', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcdefgh', confirm: 'abcdefgi' })).toEqual({ confirm: { key: 'errors.passwordsDontMatch' } });
  });

  it('needs a new password', () => {
    expect(validatePasswordForm({ current: 'x', next: '', confirm: '' })).toEqual({ next: { key: 'errors.passwordTooShort' } });
  });

  it('needs at least 8 characters: 7 are refused', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcdefg', confirm: 'abcdefg' })).toEqual({ next: { key: 'errors.passwordTooShort', params: { min: 8 } } });
  });

  it('reports every problem at once, each on its field', () => {
    expect(validatePasswordForm({ current: '', next: 'abc', confirm: '' })).toEqual({
      current: { key: 'errors.currentPasswordRequired' },
      next: { key: 'errors.passwordTooShort', params: { min: 8 } },
      confirm: { key: 'errors.passwordsDontMatch' },
    });
  });
});
