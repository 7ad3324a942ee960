import { act, renderHook } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { phoneUpdateSchema } from '@golf/contract/profile';
import { newPassword, required, requiredEmail, requiredPhone, handicap } from './rules';
import { checkForm, fieldErrorText, useForm, type FieldRules } from './use-form';

type Values = { name: string; email: string; password: string };
const INITIAL: Values = { name: '', email: '', password: '' };
const RULES: FieldRules<Values> = { name: required(), email: requiredEmail(), password: newPassword() };

describe('useForm with per-field rules', () => {
  it('finds every field at once and refuses to send', () => {
    const { result } = renderHook(() => useForm(INITIAL, RULES));
    let ok = true;
    act(() => void (ok = result.current.validate()));
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
  });

  it('editing a field clears only its error and keeps what was typed', () => {
    const { result } = renderHook(() => useForm(INITIAL, RULES));
    act(() => void result.current.validate());
    act(() => result.current.setField('email', 'not an address'));
    expect(result.current.errors.email).toBeNull();
    expect(result.current.errors.name).toEqual({ key: 'validation.required' });
    act(() => void result.current.validate());
    expect(result.current.errors.email).toEqual({ key: 'validation.email' });
    expect(result.current.values.email).toBe('not an address');
  });

  it('says to send when every rule passes', () => {
    const { result } = renderHook(() => useForm({ name: 'Chan', email: 'a@b.hk', password: 'long enough' }, RULES));
    let ok = false;
    act(() => void (ok = result.current.validate()));
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('shows a server answer on its field, and reset empties the form', () => {
    const { result } = renderHook(() => useForm(INITIAL, RULES));
    act(() => result.current.setField('name', 'Chan'));
    act(() => result.current.setError('email', { key: 'signup.emailTaken' }));
    expect(result.current.errors.email).toEqual({ key: 'signup.emailTaken' });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(INITIAL);
    expect(result.current.errors).toEqual({});
    act(() => result.current.reset({ ...INITIAL, name: 'Saved' }));
    expect(result.current.values.name).toBe('Saved');
  });
});

describe('the contract rules as form rules', () => {
  it('gives the password length with its minimum', () => {
    expect(newPassword()('short')).toEqual({ key: 'validation.passwordLength', params: { min: 8 } });
    expect(newPassword()('12345678')).toBeNull();
  });

  it('reads phones and handicaps as the API does', () => {
    expect(requiredPhone()('9123 4567')).toBeNull();
    expect(requiredPhone()('(852) 9123-4567')).toBeNull();
    expect(requiredPhone()('12a4')).toEqual({ key: 'validation.phone' });
    expect(requiredPhone()(' ')).toEqual({ key: 'validation.required' });
    expect(handicap()('')).toBeNull();
    expect(handicap()('54')).toBeNull();
    expect(handicap()('54.1')).toEqual({ key: 'validation.handicap' });
    expect(handicap()('abc')).toEqual({ key: 'validation.handicap' });
  });

  it('takes an app’s own keys', () => {
    expect(requiredEmail({ required: 'a.required', invalid: 'a.invalid' })('')).toEqual({ key: 'a.required' });
    expect(requiredEmail({ required: 'a.required', invalid: 'a.invalid' })('a@b?c')).toEqual({ key: 'a.invalid' });
  });
});

describe('useForm with a contract schema', () => {
  it('shows the contract’s message keys in the contract namespace, one per field', () => {
    const errors = checkForm({ countryCode: '852', phone: 'abc' }, { schema: phoneUpdateSchema });
    expect(errors).toEqual({
      countryCode: { key: 'profile.countryCodeInvalid', ns: 'contract' },
      phone: { key: 'profile.phoneInvalid', ns: 'contract' },
    });
  });

  it('maps a contract key to the form’s own words when asked', () => {
    const errors = checkForm({ countryCode: '+852', phone: 'abc' }, { schema: phoneUpdateSchema, messages: { 'profile.phoneInvalid': { key: 'validation.phone' } } });
    expect(errors).toEqual({ phone: { key: 'validation.phone' } });
  });

  it('reads zod’s own English as the contract’s general message', () => {
    const schema = { safeParse: () => ({ success: false as const, error: { issues: [{ message: 'Too big: expected string to have <=5 characters', path: ['name'] }] } }) };
    expect(checkForm({ name: 'x' }, { schema })).toEqual({ name: { key: 'field.invalid', ns: 'contract' } });
  });

  it('validates through the hook and clears on edit', () => {
    const { result } = renderHook(() => useForm({ countryCode: '+852', phone: '12' }, { schema: phoneUpdateSchema }));
    let ok = true;
    act(() => void (ok = result.current.validate()));
    expect(ok).toBe(false);
    expect(result.current.errors.phone).toEqual({ key: 'profile.phoneInvalid', ns: 'contract' });
    act(() => result.current.setField('phone', '9123 4567'));
    expect(result.current.errors.phone).toBeNull();
    act(() => void (ok = result.current.validate()));
    expect(ok).toBe(true);
  });
});

describe('fieldErrorText', () => {
  const t = ((key: string, options?: Record<string, unknown>) => `${String(options?.ns ?? 'own')}:${key}:${String(options?.min ?? '')}`) as unknown as TFunction;
  it('uses the error’s namespace and params', () => {
    expect(fieldErrorText(t, null)).toBeNull();
    expect(fieldErrorText(t, { key: 'validation.passwordLength', params: { min: 8 } })).toBe('own:validation.passwordLength:8');
    expect(fieldErrorText(t, { key: 'profile.phoneInvalid', ns: 'contract' })).toBe('contract:profile.phoneInvalid:');
  });

  it('reads a key the contract lacks as its general message', async () => {
    const { default: i18n } = await import('i18next');
    await import('@golf/shared/i18n/contract-catalogue');
    const en = i18n.getFixedT('en');
    expect(fieldErrorText(en, { key: 'announcements.invalidDisplayDate', ns: 'contract' })).toBe('Please check this entry.');
    expect(fieldErrorText(en, { key: 'profile.phoneInvalid', ns: 'contract' })).toBe('Please enter a valid phone number.');
  });
});
