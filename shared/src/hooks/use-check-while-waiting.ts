import { useEffect, useRef } from 'react';

/**
 * How often a payment that is not recorded yet is checked: first after 5 s, each wait half as long
 * again, at most a minute apart; after 10 minutes it stops (the member has left the checkout, or
 * the page says it may take longer). Each check asks the payment provider, so this stays far below
 * anything that would load it.
 */
export const PAYMENT_CHECK_SCHEDULE = { firstMs: 5_000, factor: 1.5, maxMs: 60_000, giveUpMs: 10 * 60_000 };

/**
 * While `waiting`, runs `check` when the member comes back to the tab (focus, visibility: the
 * checkout or the bank's app was in front) and on PAYMENT_CHECK_SCHEDULE while the tab is in view;
 * `immediately` adds a check at once. A hidden tab is not checked (it waits for visibilitychange),
 * checks never overlap, and everything stops when `waiting` turns false or the page goes. `check`
 * is told whether the checks have stopped meanwhile, so a late answer changes nothing.
 */
export function useCheckWhileWaiting(waiting: boolean, check: (stopped: () => boolean) => Promise<void>, { immediately = false } = {}) {
  const latestCheck = useRef(check);
  latestCheck.current = check;
  const checking = useRef(false);

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const isStopped = () => stopped;
    const run = async () => {
      if (stopped || document.visibilityState !== 'visible' || checking.current) return;
      checking.current = true;
      try {
        await latestCheck.current(isStopped);
      } finally {
        checking.current = false;
      }
    };

    const started = Date.now();
    let wait = PAYMENT_CHECK_SCHEDULE.firstMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (stopped || Date.now() - started + wait > PAYMENT_CHECK_SCHEDULE.giveUpMs) return;
      timer = setTimeout(() => {
        void run().finally(() => {
          wait = Math.min(wait * PAYMENT_CHECK_SCHEDULE.factor, PAYMENT_CHECK_SCHEDULE.maxMs);
          schedule();
        });
      }, wait);
    };
    if (immediately) void run();
    schedule();

    document.addEventListener('visibilitychange', run);
    window.addEventListener('focus', run);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', run);
      window.removeEventListener('focus', run);
    };
  }, [waiting, immediately]);
}
