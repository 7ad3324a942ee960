import { Badge } from '@chakra-ui/react/badge';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { JuniorCare } from '@golf/contract/attendees';
import './texts';

/**
 * What the organisers and the door need about a junior's place: the guardian to call, the
 * emergency contact, the medical note and the photo consent. Nothing for an adult's place.
 */
export function JuniorCareLines({ care }: { care: JuniorCare | undefined }) {
  const { t } = useTranslation('admin');
  if (!care) return null;
  const contact = care.emergencyContact;
  return (
    <Stack gap="0.5" fontSize="xs" data-testid="junior-care">
      <HStack gap="1.5" wrap="wrap">
        <Badge colorPalette="purple" variant="subtle" size="sm">
          {t('juniorCare.label')}
        </Badge>
        <Badge colorPalette={care.photoConsent ? 'green' : care.photoConsent === false ? 'red' : 'gray'} variant="subtle" size="sm">
          {t(care.photoConsent ? 'juniorCare.photosYes' : care.photoConsent === false ? 'juniorCare.photosNo' : 'juniorCare.photosUnanswered')}
        </Badge>
      </HStack>
      <Text>{t('juniorCare.guardian', { name: care.guardianName, phone: care.guardianPhone })}</Text>
      <Text color={contact ? undefined : 'orange.700'}>
        {contact
          ? contact.relation
            ? t('juniorCare.emergencyWithRelation', { name: contact.name, relation: contact.relation, phone: contact.phone })
            : t('juniorCare.emergency', { name: contact.name, phone: contact.phone })
          : t('juniorCare.noEmergency')}
      </Text>
      {care.medicalNotes && (
        <Text color="red.700" fontWeight="medium" wordBreak="break-word">
          {t('juniorCare.medical', { notes: care.medicalNotes })}
        </Text>
      )}
    </Stack>
  );
}
