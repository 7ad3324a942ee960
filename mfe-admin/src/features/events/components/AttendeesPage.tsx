import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Enrollment, ManualPaymentMethod } from '@golf/contract/event-shapes';
import { MANUAL_PAYMENT_METHODS } from '@golf/contract/event-shapes';
import { ApiError } from '@golf/shared/api/client';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { adminPaths, useAdminPath } from '../../../app/admin-paths';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { formatDateTime } from '../../../utils/date-time';
import { downloadAttendeesCsv } from '../api/download-attendees-csv';
import { useAttendees, type Attendees } from '../api/get-attendees';
import { markPaid } from '../api/mark-paid';
import { refundEnrollment } from '../api/refund-enrollment';
import { formatHkd } from '../utils/event-form';
import { AttendeeList } from './AttendeeList';
import { WaitingList } from './WaitingList';
import '../texts';

function Totals({ attendees }: { attendees: Attendees }) {
  const { t } = useTranslation('admin');
  const { totals, event } = attendees;
  const figures = [
    [t('attendees.totals.enrolled'), `${totals.enrolled} / ${event.maxParticipants}`],
    [t('attendees.totals.paid'), String(totals.paid)],
    [t('attendees.totals.checkedIn'), String(totals.checkedIn)],
    [t('attendees.totals.received'), formatHkd(totals.paidAmount)],
    [t('attendees.totals.held'), String(totals.held)],
    [t('attendees.totals.waiting'), String(totals.waiting)],
  ] as const;
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }} gap="3" mb="6" aria-live="polite">
      {figures.map(([label, value]) => (
        <Box as="li" key={label} bg="white" borderWidth="1px" rounded="lg" p="3">
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text fontSize="xl" fontWeight="semibold">
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

function Refunds({ attendees }: { attendees: Attendees }) {
  const { t, i18n } = useTranslation('admin');
  if (attendees.refunds.length === 0) return null;
  return (
    <Stack as="section" gap="2" mt="8" aria-labelledby="refunds-title">
      <Heading as="h2" size="md" id="refunds-title">
        {t('attendees.refundsTitle')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {attendees.refunds.map((refund) => (
          <Box as="li" key={refund._id} bg="white" borderWidth="1px" rounded="md" px="3" py="2">
            <Text fontWeight="medium" wordBreak="break-word">
              {refund.fullName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('attendees.refundLine', { amount: formatHkd(refund.amount), method: t(`attendees.paidWith.${refund.paidWith}`), when: formatDateTime(refund.refundedAt, i18n.language) })}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** The choice of how a payment was taken, inside the confirmation. */
function MethodChoice({ value, onChange }: { value: ManualPaymentMethod; onChange: (method: ManualPaymentMethod) => void }) {
  const { t } = useTranslation('admin');
  return (
    <HStack as="span" role="group" aria-label={t('attendees.method')} gap="2" mt="3" display="flex">
      {MANUAL_PAYMENT_METHODS.map((method) => (
        <Button key={method} size="sm" variant={value === method ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={value === method} onClick={() => onChange(method)}>
          {t(`attendees.paidWith.${method}`)}
        </Button>
      ))}
    </HStack>
  );
}

/** /admin/event-attendees/:eventId — who is coming, payments taken by hand, refunds, the CSV. */
export function AttendeesPage() {
  const { t } = useTranslation('admin');
  const to = useAdminPath();
  const { eventId = '' } = useParams();
  const { data, error, loading, refetch } = useAttendees(eventId);
  const [toMark, setToMark] = useState<Enrollment | null>(null);
  const [method, setMethod] = useState<ManualPaymentMethod>('cash');
  const [toRefund, setToRefund] = useState<Enrollment | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string, failed: string, close: () => void) => {
    setBusy(true);
    try {
      await action();
      toastSuccess(done);
      close();
    } catch (caught) {
      toastFailure(failed, caught);
    } finally {
      setBusy(false);
      // Either way the list shows what the server now holds (another admin may have acted).
      await invalidateQueries(['admin', 'events']);
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      toastSuccess(t('attendees.downloaded', { name: await downloadAttendeesCsv(eventId) }));
    } catch (caught) {
      toastFailure(t('attendees.downloadFailed'), caught);
    } finally {
      setDownloading(false);
    }
  };

  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
      <Link to={to(adminPaths.events)}>
        <ArrowLeftIcon boxSize="4" /> {t('attendees.back')}
      </Link>
    </Button>
  );

  if (loading && !data) return <LoadingState />;
  if (error && error instanceof ApiError && error.httpStatus === 404) {
    return (
      <>
        <PageHeader title={t('attendees.open')} back={back} />
        <EmptyState title={t('attendees.notFound')} hint={t('attendees.notFoundHint')} />
      </>
    );
  }
  if (error || !data) {
    return (
      <>
        <PageHeader title={t('attendees.open')} back={back} />
        <ErrorState message={t('attendees.loadError')} onRetry={refetch} />
      </>
    );
  }

  const { event } = data;
  return (
    <>
      <PageHeader
        title={t('attendees.title', { name: event.name })}
        subtitle={`${event.date} ${event.time.slice(0, 5)} · ${event.venue}`}
        back={back}
        actions={
          <>
            <Button variant="outline" colorPalette="brand" onClick={() => void download()} loading={downloading} loadingText={t('attendees.downloading')}>
              {t('attendees.download')}
            </Button>
            <Button asChild variant="outline">
              <Link to={to(adminPaths.checkIn)}>{t('attendees.checkIn')}</Link>
            </Button>
          </>
        }
      />
      <Totals attendees={data} />
      <div aria-busy={loading}>
        {data.enrollments.length === 0 ? (
          <EmptyState title={t('attendees.empty')} hint={t('attendees.emptyHint')} />
        ) : (
          <AttendeeList
            enrollments={data.enrollments}
            juniors={data.juniors}
            onMarkPaid={(enrollment) => {
              setMethod('cash');
              setToMark(enrollment);
            }}
            onRefund={setToRefund}
          />
        )}
      </div>
      <WaitingList waitlist={data.waitlist} full={data.totals.enrolled + data.totals.held >= event.maxParticipants} />
      <Refunds attendees={data} />

      <ConfirmDialog
        open={!!toMark}
        danger={false}
        title={t('attendees.markPaidTitle')}
        message={
          <>
            {t('attendees.markPaidMessage', { name: toMark?.fullName ?? '', amount: formatHkd(toMark?.price ?? 0) })}
            <MethodChoice value={method} onChange={setMethod} />
          </>
        }
        confirmLabel={t('attendees.markPaid')}
        busyLabel={t('attendees.marking')}
        busy={busy}
        onConfirm={() =>
          toMark && void act(() => markPaid(toMark._id, method), t('attendees.markedPaid', { name: toMark.fullName }), t('attendees.markPaidFailed'), () => setToMark(null))
        }
        onClose={() => setToMark(null)}
      />
      <ConfirmDialog
        open={!!toRefund}
        title={t('attendees.refundTitle')}
        message={t('attendees.refundMessage', {
          name: toRefund?.fullName ?? '',
          amount: formatHkd(toRefund?.paidWith === 'freePractice' || toRefund?.paidWith === 'free' ? 0 : (toRefund?.price ?? 0)),
          method: toRefund?.paidWith ? t(`attendees.paidWith.${toRefund.paidWith}`) : '',
        })}
        confirmLabel={t('attendees.refund')}
        busyLabel={t('attendees.refunding')}
        busy={busy}
        onConfirm={() =>
          toRefund && void act(() => refundEnrollment(toRefund._id), t('attendees.refunded', { name: toRefund.fullName }), t('attendees.refundFailed'), () => setToRefund(null))
        }
        onClose={() => setToRefund(null)}
      />
    </>
  );
}
