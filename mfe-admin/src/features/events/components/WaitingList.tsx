import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@golf/contract/attendees';
import { formatDateTime } from '../../../utils/date-time';
import '../texts';
import '../../../components/texts';

/**
 * Who holds a freed place (until when) and who waits for one, in order: after a refund the count
 * reads one short of full while the place is in fact held, and this says for whom. Each entry is a
 * person; a junior shows the guardian who put them on the list (decision 97).
 */
export function WaitingList({ waitlist, full }: { waitlist: WaitlistEntry[]; full: boolean }) {
  const { t, i18n } = useTranslation('admin');
  if (waitlist.length === 0 && !full) return null;
  return (
    <Stack as="section" gap="2" mt="8" aria-labelledby="waitlist-title">
      <Heading as="h2" size="md" id="waitlist-title">
        {t('attendees.waitlist.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('attendees.waitlist.hint')}
      </Text>
      {waitlist.length === 0 ? (
        <Text>{t('attendees.waitlist.empty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {waitlist.map((entry) => (
            <Box as="li" key={entry._id} bg="white" borderWidth="1px" rounded="md" px="3" py="2">
              <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                <HStack gap="1.5" wrap="wrap">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {entry.fullName}
                  </Text>
                  {entry.guardianName !== null && (
                    <Badge colorPalette="purple" variant="subtle" size="sm">
                      {t('juniorCare.label')}
                    </Badge>
                  )}
                </HStack>
                {entry.holdUntil ? (
                  <Badge colorPalette="purple" variant="subtle" whiteSpace="normal">
                    {t('attendees.waitlist.held', { when: formatDateTime(entry.holdUntil, i18n.language) })}
                  </Badge>
                ) : (
                  <Badge colorPalette="gray" variant="subtle">
                    {t('attendees.waitlist.position', { position: entry.position })}
                  </Badge>
                )}
              </HStack>
              {/* A junior waits under the guardian who put them on the list: the contact is theirs. */}
              {entry.guardianName !== null ? (
                <Text fontSize="sm" data-testid="waitlist-guardian">
                  {t('juniorCare.guardian', { name: entry.guardianName, phone: entry.phone })}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {entry.guardianName !== null ? entry.email : `${entry.email} · ${entry.phone}`}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('attendees.waitlist.joined', { when: formatDateTime(entry.joinedAt, i18n.language) })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
