import { PasswordChangeAlert } from './PasswordChangeAlert';
import { VerifyEmailAlert } from './VerifyEmailAlert';

export type AccountAlertKind = 'verify-email' | 'change-password';

/** The alert AccountBanner asks for: one lazy chunk holds both (and the auth pages' texts). */
export function AccountAlert({ kind, email }: { kind: AccountAlertKind; email: string }) {
  return kind === 'verify-email' ? <VerifyEmailAlert email={email} /> : <PasswordChangeAlert />;
}
