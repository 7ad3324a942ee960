import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { toastInfo } from '@golf/shared/theme/toaster';

/**
 * When the server ends the session (an admin froze the account, the password changed in another
 * tab, the token expired), the API client signs the tab out and flags it; this shows one notice
 * and opens /login, which returns to the page the user was on after signing in again. The flag
 * stays set for the sign-in page to say why (it acknowledges it), whichever redirect got there.
 */
export function SessionEndRedirect() {
  const { t } = useTranslation('frame');
  const ended = useAuthStore((state) => state.sessionEnded);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!ended) return;
    toastInfo(t('session.ended'), t('session.endedHint'));
    if (location.pathname !== '/login') navigate('/login', { replace: true, state: { from: location.pathname + location.search, sessionEnded: true } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts once per ended session, wherever the user is at that moment
  }, [ended]);

  return null;
}
