import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { MyWaitlist } from '@golf/contract/event-shapes';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { failureDescription } from '../../../hooks/use-error-toast';
import { formatHoldUntil } from '../../../utils/event-format';
import { joinWaitlist } from '../api/join-waitlist';
import { leaveWaitlist } from '../api/leave-waitlist';

/** A full event's waiting list: join it, see your place in line or the place held for you, leave it. */
export function WaitlistSection({ eventId, myWaitlist }: { eventId: string; myWaitlist: MyWaitlist | null }) {
  const { t, i18n } = useTranslation('events');
  const [busy, setBusy] = useState(false);

  const change = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toastSuccess(done);
    } catch (caught) {
      const title = t('booking.waitlistFailed');
      toastError(title, failureDescription(caught, title));
    } finally {
      setBusy(false);
      // The place in line, the places held and the buttons all follow from the event's detail.
      await invalidateQueries(['events', 'detail', eventId]);
    }
  };

  if (!myWaitlist) {
    return (
      <Button variant="outline" colorPalette="brand" loading={busy} onClick={() => void change(() => joinWaitlist(eventId), t('booking.waitlistJoined'))}>
        {t('booking.waitlistJoin')}
      </Button>
    );
  }
  return (
    <Stack gap="2" role="status">
      <Text fontSize="sm" color={myWaitlist.position === 0 ? 'green.700' : 'gray.700'} fontWeight={myWaitlist.position === 0 ? 'semibold' : 'normal'}>
        {myWaitlist.position === 0 && myWaitlist.holdUntil
          ? t('booking.waitlistHeld', { until: formatHoldUntil(myWaitlist.holdUntil, i18n.language) })
          : t('booking.waitlistPosition', { position: myWaitlist.position })}
      </Text>
      <Button size="sm" variant="ghost" colorPalette="gray" loading={busy} onClick={() => void change(() => leaveWaitlist(eventId), t('booking.waitlistLeft'))}>
        {t('booking.waitlistLeave')}
      </Button>
    </Stack>
  );
}
