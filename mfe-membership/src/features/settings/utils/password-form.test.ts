import { validatePasswordForm } from './password-form';

describe('validatePasswordForm', () => {
  it('accepts a current password and a matching new one of 6 characters or more', () => {
    expect(validatePasswordForm({ current: 'old-secret', next: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });

  it('needs the current password', () => {
    expect(validatePasswordForm({ current: '', next: 'abcdef', confirm: 'abcdef' })).toEqual({ current: 'errors.currentPasswordRequired' });
  });

  it('needs the new password and its confirmation to match', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcdef', confirm: 'abcdeg' })).toEqual({ confirm: 'errors.passwordsDontMatch' });
  });

  it('needs at least 6 characters: 5 are refused', () => {
    expect(validatePasswordForm({ current: 'x', next: 'abcde', confirm: 'abcde' })).toEqual({ next: 'errors.passwordTooShort' });
  });

  it('reports every problem at once, each on its field', () => {
    expect(validatePasswordForm({ current: '', next: 'abc', confirm: '' })).toEqual({
      current: 'errors.currentPasswordRequired',
      next: 'errors.passwordTooShort',
      confirm: 'errors.passwordsDontMatch',
    });
  });
});
