import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastInfo } from '@golf/shared/theme/toaster';
import type { LikeResult } from '../api/like-thread';

/**
 * A like toggle that answers at once: the count moves before the server confirms, takes the
 * server's numbers when it answers, and goes back if the call fails. Visitors are asked to sign in.
 */
export function useLike(initial: { liked?: boolean; likes: number }, send: () => Promise<LikeResult>) {
  const { t } = useTranslation('forum');
  const signedIn = useAuthStore(selectIsSignedIn);
  const [state, setState] = useState({ liked: !!initial.liked, likes: initial.likes });
  const pending = useRef(false);

  // A thread or reply read again brings fresh numbers.
  useEffect(() => setState({ liked: !!initial.liked, likes: initial.likes }), [initial.liked, initial.likes]);

  const toggle = async () => {
    if (!signedIn) {
      toastInfo(t('likes.signInTitle'), t('likes.signInHint'));
      return;
    }
    // One call at a time: a double click must not send two toggles that cancel out.
    if (pending.current) return;
    pending.current = true;
    const before = state;
    setState({ liked: !before.liked, likes: Math.max(0, before.likes + (before.liked ? -1 : 1)) });
    try {
      setState(await send());
      // The thread lists show like counts: they load again when next shown.
      void invalidateQueries(['discussions', 'list']);
    } catch (error) {
      setState(before);
      toastError(t('likes.failedTitle'), errorText(error, t('likes.failed')));
    } finally {
      pending.current = false;
    }
  };

  return { ...state, toggle: () => void toggle() };
}
