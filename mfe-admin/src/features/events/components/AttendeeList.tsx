import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { ColumnHeader } from '../../../components/list/ColumnHeader';
import { ListTable } from '../../../components/list/ListTable';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Enrollment } from '@golf/contract/event-shapes';
import type { JuniorCare } from '@golf/contract/attendees';
import { JuniorCareLines } from '../../../components/JuniorCareLines';
import { ListCard, ListCards } from '../../../components/list/ListCards';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { formatDateTime } from '../../../utils/date-time';
import { formatHkd } from '../utils/event-form';
import '../../../components/texts';
import '../texts';

interface AttendeeListProps {
  enrollments: Enrollment[];
  /** Care details of the juniors among them (by enrolment). */
  juniors?: JuniorCare[];
  onMarkPaid: (enrollment: Enrollment) => void;
  onRefund: (enrollment: Enrollment) => void;
}

function PaymentBadge({ enrollment }: { enrollment: Enrollment }) {
  const { t } = useTranslation('admin');
  if (enrollment.paymentStatus !== 'Paid') {
    return (
      <Badge colorPalette="orange" variant="subtle">
        {t('attendees.pending')}
      </Badge>
    );
  }
  return (
    <Badge colorPalette="green" variant="subtle">
      {t('attendees.paid')}
      {enrollment.paidWith ? ` · ${t(`attendees.paidWith.${enrollment.paidWith}`)}` : ''}
    </Badge>
  );
}

/** Mark paid for an unpaid place, Refund for a paid one nobody has used yet. */
function RowActions({ enrollment, onMarkPaid, onRefund, compact }: AttendeeListProps & { enrollment: Enrollment; compact?: boolean }) {
  const { t } = useTranslation('admin');
  const size = compact ? 'xs' : 'sm';
  if (enrollment.paymentStatus !== 'Paid') {
    return (
      <Button size={size} variant="outline" colorPalette="brand" aria-label={t('attendees.markPaidFor', { name: enrollment.fullName })} onClick={() => onMarkPaid(enrollment)}>
        {t('attendees.markPaid')}
      </Button>
    );
  }
  if (enrollment.checkedInAt) return null;
  return (
    <Button size={size} variant="ghost" colorPalette="red" aria-label={t('attendees.refundFor', { name: enrollment.fullName })} onClick={() => onRefund(enrollment)}>
      {t('attendees.refund')}
    </Button>
  );
}

function CheckedIn({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('admin');
  return at ? <Text>{formatDateTime(at, i18n.language)}</Text> : <Text color="fg.muted">{t('attendees.notCheckedIn')}</Text>;
}

/** Who is coming: a table on a wide screen, one card each on a phone. */
export function AttendeeList(props: AttendeeListProps) {
  const { t } = useTranslation('admin');
  const { enrollments, juniors = [] } = props;
  const careOf = (enrollment: Enrollment) => juniors.find((care) => care.enrollmentId === enrollment._id);
  if (!useMediaQuery(WIDE_QUERY)) {
    return (
      <ListCards label={t('attendees.open')}>
        {enrollments.map((enrollment) => (
          <ListCard key={enrollment._id} actions={<RowActions {...props} enrollment={enrollment} />}>
            <HStack justify="space-between" align="start" gap="2">
              <Text fontWeight="semibold" wordBreak="break-word">
                {enrollment.fullName}
              </Text>
              <PaymentBadge enrollment={enrollment} />
            </HStack>
            <JuniorCareLines care={careOf(enrollment)} />
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {enrollment.email}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {enrollment.phone}
            </Text>
            {enrollment.remarks && (
              <Text fontSize="sm" wordBreak="break-word">
                {t('attendees.remarks', { remarks: enrollment.remarks })}
              </Text>
            )}
            <HStack fontSize="sm" gap="2" wrap="wrap">
              <Text>{formatHkd(enrollment.price)}</Text>
              <Text color="fg.muted">·</Text>
              <Text color="fg.muted">{t('attendees.checkInLabel')}</Text>
              <CheckedIn at={enrollment.checkedInAt} />
            </HStack>
          </ListCard>
        ))}
      </ListCards>
    );
  }
  return (
    <ListTable
      columns={
        <>
          <ColumnHeader>{t('attendees.columns.member')}</ColumnHeader>
          <ColumnHeader>{t('attendees.columns.contact')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('attendees.columns.price')}</ColumnHeader>
          <ColumnHeader>{t('attendees.columns.payment')}</ColumnHeader>
          <ColumnHeader>{t('attendees.columns.checkIn')}</ColumnHeader>
          <ColumnHeader textAlign="end">{t('table.actions')}</ColumnHeader>
        </>
      }
    >
      {enrollments.map((enrollment) => (
        <Table.Row key={enrollment._id}>
          <Table.Cell>
            <Stack gap="0.5" maxW="64">
              <Text fontWeight="medium" wordBreak="break-word">
                {enrollment.fullName}
              </Text>
              <JuniorCareLines care={careOf(enrollment)} />
              {enrollment.remarks && (
                <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                  {t('attendees.remarks', { remarks: enrollment.remarks })}
                </Text>
              )}
            </Stack>
          </Table.Cell>
          <Table.Cell>
            <Text fontSize="sm" wordBreak="break-all">
              {enrollment.email}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {enrollment.phone}
            </Text>
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatHkd(enrollment.price)}
          </Table.Cell>
          <Table.Cell>
            <PaymentBadge enrollment={enrollment} />
          </Table.Cell>
          <Table.Cell fontSize="sm">
            <CheckedIn at={enrollment.checkedInAt} />
          </Table.Cell>
          <Table.Cell textAlign="end">
            <RowActions {...props} enrollment={enrollment} compact />
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
