import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { dialogSlotRecipe } from '@golf/shared/theme/recipes/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useTranslation } from 'react-i18next';
import type { FamilyParticipant, GolfEvent } from '@golf/contract/event-shapes';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { failureDescription } from '../../../hooks/use-error-toast';
import { joinWaitlist } from '../api/join-waitlist';
import { WhoIsGoing } from './WhoIsGoing';

interface WaitlistDialogProps {
  event: GolfEvent;
  open: boolean;
  onClose: () => void;
  /** Those of the family neither booked nor waiting: the guardian chooses who waits (all at first). */
  family: FamilyParticipant[];
}

/** A guardian puts some of the family on a full event's waiting list, one entry each (decision 97). */
export function WaitlistDialog({ event, open, onClose, family }: WaitlistDialogProps) {
  const { t } = useTranslation('events');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setChosen(family.map((person) => person.personId));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- chosen afresh each time the dialog opens
  }, [open]);

  const join = async () => {
    setBusy(true);
    try {
      await joinWaitlist(event._id, chosen);
      toastSuccess(t('family.waitJoined', { count: chosen.length }));
      onClose();
    } catch (caught) {
      const title = t('booking.waitlistFailed');
      toastError(title, failureDescription(caught, title));
    } finally {
      setBusy(false);
      // Each person's place in line and the event's held places follow from the event's detail.
      await invalidateQueries(['events', 'detail', event._id]);
    }
  };

  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => !details.open && !busy && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{t('family.waitTitle', { name: event.name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <WhoIsGoing family={family} chosen={chosen} onChange={setChosen} waiting />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('booking.cancel')}
              </Button>
              <Button colorPalette="brand" disabled={chosen.length === 0} loading={busy} onClick={() => void join()}>
                {t('booking.waitlistJoin')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
