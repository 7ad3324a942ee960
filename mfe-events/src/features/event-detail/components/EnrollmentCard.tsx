import { Suspense, useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Enrollment, GolfEvent } from '@golf/contract/event-shapes';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { DialogLoading } from '../../../components/DialogLoading';
import { lazyWithPreload } from '@golf/shared/utils/lazy-with-preload';
import { formatPrice, isPastDay } from '../../../utils/event-format';
import { useEnrollmentActions } from '../hooks/use-enrollment-actions';
import { usePaymentReturn, useVerifyWhenBack } from '../hooks/use-payment-return';
import { EntryQrCode } from '../../../components/EntryQrCode';
import { CancelBooking, RefundPolicy } from '../../../components/CancelBooking';

// Chakra's dialog machinery is only needed if the member asks for it.
const FreePracticeDialog = lazyWithPreload(() => import('./FreePracticeDialog').then((module) => module.FreePracticeDialog));

interface EnrollmentCardProps {
  event: GolfEvent;
  enrollment: Enrollment;
  /** A junior's place on a guardian's page is titled by whose it is. */
  heading?: string;
}

/** The user's enrolment: Pending offers pay / verify / free practice / cancel; Paid shows the entry QR. */
export function EnrollmentCard({ event, enrollment, heading }: EnrollmentCardProps) {
  const { t } = useTranslation('events');
  const freePractices = useAuthStore((state) => state.profile?.noOfFreePractice ?? 0);
  const actions = useEnrollmentActions(enrollment);
  // Stays mounted after the first open, so closing can animate.
  const [confirmFreePractice, setConfirmFreePractice] = useState(false);
  const [freePracticeDialogMounted, setFreePracticeDialogMounted] = useState(false);
  const [checkoutOpened, setCheckoutOpened] = useState(false);
  usePaymentReturn(enrollment, actions.verify);
  useVerifyWhenBack(enrollment, checkoutOpened);

  const paid = enrollment.paymentStatus === 'Paid';
  const busy = actions.busy !== null;
  // Spec 02 §4: only Practice events, only with a credit left; nobody else is told about it.
  // The credit is the member's own: never offered on a junior's place (the API refuses it).
  const ownPlace = !enrollment.personId || enrollment.personId === enrollment.userId;
  const freePracticeOffered = event.type === 'Practice' && freePractices > 0 && ownPlace;
  // Taken with the month's free practice: nothing was paid, and the card must not say it was.
  const takenFree = paid && enrollment.paidWith === 'freePractice';

  const pay = async () => {
    if (await actions.pay()) setCheckoutOpened(true);
  };

  return (
    <Card.Root recipe={cardSlotRecipe} borderRadius="xl" bg="white" data-testid="enrollment-card" data-status={enrollment.paymentStatus} data-print="keep">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="3">
          <Card.Title fontSize="lg">{heading ?? t('enrollment.title')}</Card.Title>
          <Badge colorPalette={paid ? 'green' : 'orange'} variant="solid" size="md">
            {t(`enrollment.status.${takenFree ? 'freePractice' : paid ? 'Paid' : 'Pending'}`)}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" gap="2">
          <Row label={t('enrollment.amount')} value={formatPrice(takenFree ? 0 : enrollment.price, t)} />
          <Row label={t('enrollment.name')} value={enrollment.fullName} />
          <Row label={t('enrollment.email')} value={enrollment.email} />
          <Row label={t('enrollment.phone')} value={enrollment.phone} />
          {enrollment.remarks && <Row label={t('enrollment.remarks')} value={enrollment.remarks} />}
        </DataList.Root>

        {paid ? (
          <Stack gap="3">
            {takenFree && (
              <Text fontSize="sm" color="brand.700" fontWeight="medium">
                {t('enrollment.takenWithFreePractice')}
              </Text>
            )}
            {enrollment.checkedInAt && (
              <Text fontSize="sm" color="gray.600">
                {t('enrollment.checkedIn', { time: dayjs(enrollment.checkedInAt).format('YYYY-MM-DD HH:mm') })}
              </Text>
            )}
            <EntryQrCode eventId={event._id} enrollmentId={enrollment._id} eventName={event.name} participantName={enrollment.fullName} entryCode={enrollment.entryCode} showHint={!isPastDay(event.date)} />
            <CancelBooking event={event} enrollment={enrollment} />
          </Stack>
        ) : (
          <Stack gap="3">
            <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" borderRadius="md">
              <Alert.Indicator />
              <Alert.Description fontSize="sm">
                {actions.busy === 'verify'
                  ? t('enrollment.verifying')
                  : t(freePracticeOffered ? 'enrollment.pendingHintFreePractice' : 'enrollment.pendingHint')}
              </Alert.Description>
            </Alert.Root>
            <Stack gap="1">
              <Button colorPalette="brand" size="lg" onClick={() => void pay()} loading={actions.busy === 'pay'} loadingText={t('enrollment.opening')} disabled={busy}>
                {t('enrollment.pay', { amount: formatPrice(enrollment.price, t) })}
              </Button>
              <Text fontSize="xs" color="gray.600">
                {t('enrollment.payHint')}
              </Text>
            </Stack>
            {enrollment.paymentLinkId && (
              <Button variant="outline" colorPalette="brand" onClick={() => void actions.verify()} loading={actions.busy === 'verify'} disabled={busy}>
                {t('enrollment.verify')}
              </Button>
            )}
            {freePracticeOffered && (
              <Button
                variant="subtle"
                colorPalette="green"
                onPointerEnter={FreePracticeDialog.preload}
                onFocus={FreePracticeDialog.preload}
                onClick={() => {
                  setFreePracticeDialogMounted(true);
                  setConfirmFreePractice(true);
                }}
                loading={actions.busy === 'freePractice'}
                disabled={busy}
              >
                {t('enrollment.freePractice', { count: freePractices })}
              </Button>
            )}
            {enrollment.price > 0 && <RefundPolicy event={event} />}
            <CancelBooking event={event} enrollment={enrollment} disabled={busy} />
          </Stack>
        )}
      </Card.Body>
      {freePracticeDialogMounted && (
        <Suspense fallback={<DialogLoading />}>
          <FreePracticeDialog
            open={confirmFreePractice}
            eventName={event.name}
            busy={actions.busy === 'freePractice'}
            onClose={() => setConfirmFreePractice(false)}
            onConfirm={async () => {
              // Closed either way: on success the card turns Paid, on failure the toast says why.
              await actions.freePractice();
              setConfirmFreePractice(false);
            }}
          />
        </Suspense>
      )}
    </Card.Root>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="20">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
