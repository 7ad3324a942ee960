import { useEffect } from 'react';
import { sendPendingRounds } from './send-pending';

/** Sends the rounds waiting on this phone now, and again whenever the phone is back online. */
export function useSendWhenOnline(ownerId: string | undefined): void {
  useEffect(() => {
    if (!ownerId) return;
    const send = () => void sendPendingRounds(ownerId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [ownerId]);
}
