import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { JuniorCareLines } from '../../../components/JuniorCareLines';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../texts';
import { LoadingState } from '@golf/shared/components/StatePanels';
import { formatDateTime, formatEventDay } from '../../../utils/date-time';
import type { CheckInOutcome, MemberCard } from '../api/check-in';

const STATUS = { checkedIn: 'success', alreadyCheckedIn: 'warning', unpaid: 'error', wrongDay: 'error', notFound: 'error', invalid: 'error' } as const;

/** A member card: valid (green), expired or frozen (orange). */
function memberStatus(member: MemberCard): 'active' | 'expired' | 'frozen' {
  if (member.accountFrozen) return 'frozen';
  return member.membershipActive ? 'active' : 'expired';
}

/** The answer for the last code, big enough to read at arm's length. */
export function CheckInResultCard({ outcome, checking }: { outcome: CheckInOutcome | null; checking: boolean }) {
  const { t, i18n } = useTranslation('admin');

  let content;
  if (checking) content = <LoadingState label={t('checkIn.manual.checking')} />;
  else if (!outcome)
    content = (
      <Text color="fg.muted" py="8" textAlign="center">
        {t('checkIn.result.idle')}
      </Text>
    );
  else if (outcome.result === 'member') {
    const status = memberStatus(outcome.member);
    content = (
      <Stack gap="4">
        <Alert.Root recipe={alertSlotRecipe} status={status === 'active' ? 'success' : 'warning'} variant="solid" rounded="md" data-result={`member-${status}`} role="status">
          <Alert.Indicator boxSize="6" />
          <Alert.Content>
            <Alert.Title fontSize="xl">{t(`checkIn.member.${status}`)}</Alert.Title>
            <Alert.Description>{t(`checkIn.member.${status}Hint`, { name: outcome.member.fullName })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
          <Item label={t('checkIn.member.name')} value={outcome.member.fullName} />
          {outcome.member.numericId === null ? (
            <Item label={t('checkIn.member.number')} value={t('checkIn.member.junior')} />
          ) : (
            <Item label={t('checkIn.member.number')} value={String(outcome.member.numericId)} />
          )}
          <Item label={t('checkIn.member.expires')} value={outcome.member.annualMembershipExpiredAt ?? '—'} />
        </DataList.Root>
      </Stack>
    );
  } else {
    let hint: string;
    if ('message' in outcome) hint = outcome.message ?? t(`checkIn.result.${outcome.result}Hint`);
    else if (outcome.result === 'checkedIn') hint = t('checkIn.result.checkedInHint', { name: outcome.enrollment.fullName });
    else if (outcome.result === 'wrongDay') hint = t('checkIn.result.wrongDayHint', { date: formatEventDay(outcome.event.date, i18n.language) });
    else if (outcome.result === 'alreadyCheckedIn')
      hint = t('checkIn.result.alreadyCheckedInHint', { when: formatDateTime(outcome.checkedInAt, i18n.language) });
    else hint = t('checkIn.result.unpaidHint');
    content = (
      <Stack gap="4">
        <Alert.Root recipe={alertSlotRecipe} status={STATUS[outcome.result]} variant="solid" rounded="md" data-result={outcome.result} role="status">
          <Alert.Indicator boxSize="6" />
          <Alert.Content>
            <Alert.Title fontSize="xl">{t(`checkIn.result.${outcome.result}`)}</Alert.Title>
            <Alert.Description>{hint}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {'enrollment' in outcome && !outcome.today && outcome.result !== 'wrongDay' && (
          <Alert.Root recipe={alertSlotRecipe} status="warning" variant="subtle" rounded="md" data-warning="not-today">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('checkIn.result.notToday', { date: outcome.event.date })}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
          {'enrollment' in outcome ? (
            <>
              <Item label={t('checkIn.result.attendee')} value={outcome.enrollment.fullName} />
              {outcome.junior && (
                <DataList.Item>
                  <JuniorCareLines care={outcome.junior} />
                </DataList.Item>
              )}
              <Item label={t('checkIn.result.event')} value={outcome.event.name} />
              <Item label={t('checkIn.result.when')} value={`${outcome.event.date} ${outcome.event.time?.slice(0, 5) ?? ''}`} />
              <Item label={t('checkIn.result.venue')} value={outcome.event.venue} />
              <Item
                label={t('checkIn.result.payment')}
                value={
                  outcome.enrollment.paymentStatus === 'Paid'
                    ? t(outcome.enrollment.paidWith === 'freePractice' ? 'checkIn.result.paidFree' : 'checkIn.result.paid')
                    : t('checkIn.result.pending')
                }
              />
              {outcome.checkedInAt && <Item label={t('checkIn.result.checkedInAt')} value={formatDateTime(outcome.checkedInAt, i18n.language)} />}
              <Item label={t('checkIn.result.headcount')} value={t('checkIn.result.headcountValue', { ...outcome.headcount })} />
            </>
          ) : (
            <Item label={t('checkIn.result.code')} value={outcome.code} mono />
          )}
        </DataList.Root>
      </Stack>
    );
  }

  return (
    <Card.Root recipe={cardSlotRecipe} as="section" variant="outline" bg="white" aria-live="polite" aria-label={t('checkIn.result.title')}>
      <Card.Header>
        <Card.Title fontSize="md">{t('checkIn.result.title')}</Card.Title>
      </Card.Header>
      <Card.Body>{content}</Card.Body>
    </Card.Root>
  );
}

function Item({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
      <DataList.ItemValue fontFamily={mono ? 'mono' : undefined} wordBreak="break-all">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
