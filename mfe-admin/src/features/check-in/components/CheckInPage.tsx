import { useRef, useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { toastFailure } from '../../../components/toast-failure';
import { checkIn, isEntryCode, verifyMemberCard, type CheckInOutcome } from '../api/check-in';
import { CheckInResultCard } from './CheckInResultCard';
import { ManualCodeForm } from './ManualCodeForm';
import { ScannerCard } from './ScannerCard';
import '../texts';

/** The camera sees a code many times a second: the same code again this soon is the same person. */
const REPEAT_WINDOW_MS = 5000;
const HISTORY_SIZE = 8;

const BADGE = { checkedIn: 'green', alreadyCheckedIn: 'orange', unpaid: 'red', wrongDay: 'red', notFound: 'red', invalid: 'gray', member: 'blue' } as const;
/** Answers after which the typed box is cleared for the next person; after the others the code stays to correct. */
const DONE = new Set<CheckInOutcome['result']>(['checkedIn', 'alreadyCheckedIn', 'member']);

/**
 * /admin/check-in: admit members at the door from their entry QR code (GBEVT:event:enrolment), and
 * read member QR cards (who it is, whether the membership runs).
 */
export function CheckInPage() {
  const { t } = useTranslation('admin');
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);
  const [checking, setChecking] = useState(false);
  const [history, setHistory] = useState<CheckInOutcome[]>([]);
  const busy = useRef(false);
  const lastScan = useRef<{ code: string; at: number } | null>(null);

  const submit = async (raw: string, source: 'scan' | 'typed'): Promise<boolean> => {
    const code = raw.trim();
    if (!code || busy.current) return false;
    const now = Date.now();
    if (source === 'scan' && lastScan.current?.code === code && now - lastScan.current.at < REPEAT_WINDOW_MS) return false;
    if (source === 'scan') lastScan.current = { code, at: now };
    busy.current = true;
    setChecking(true);
    try {
      const result = isEntryCode(code) ? await checkIn(code) : await verifyMemberCard(code);
      setOutcome(result);
      setHistory((current) => [result, ...current].slice(0, HISTORY_SIZE));
      if (result.result === 'checkedIn') navigator.vibrate?.(80);
      return DONE.has(result.result);
    } catch (caught) {
      toastFailure(t('checkIn.result.failed'), caught);
      // A failed call may be tried again at once.
      lastScan.current = null;
      return false;
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return (
    <>
      <PageHeader title={t('checkIn.title')} subtitle={t('checkIn.subtitle')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Stack gap="4">
          <ScannerCard onCode={(text) => void submit(text, 'scan')} />
          <ManualCodeForm checking={checking} onSubmit={(code) => submit(code, 'typed')} />
        </Stack>
        <Stack gap="4">
          <CheckInResultCard outcome={outcome} checking={checking} />
          <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white">
            <Card.Header>
              <Card.Title fontSize="md">{t('checkIn.history.title')}</Card.Title>
            </Card.Header>
            <Card.Body>
              {history.length === 0 ? (
                <Text color="fg.muted">{t('checkIn.history.empty')}</Text>
              ) : (
                <Stack as="ol" gap="2" listStyleType="none" aria-label={t('checkIn.history.title')}>
                  {history.map((entry, index) => (
                    <HStack as="li" key={`${entry.code}-${index}`} justify="space-between" gap="3">
                      <Text truncate>{'enrollment' in entry ? `${entry.enrollment.fullName} · ${entry.event.name}` : 'member' in entry ? entry.member.fullName : entry.code}</Text>
                      <Badge colorPalette={BADGE[entry.result]} flexShrink={0}>
                        {t(`checkIn.result.${entry.result}`)}
                      </Badge>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </SimpleGrid>
    </>
  );
}
