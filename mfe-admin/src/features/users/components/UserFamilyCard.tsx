import { Badge } from '@chakra-ui/react/badge';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { juniorDisplayName, type Junior } from '@golf/contract/family';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { useUserFamily } from '../api/get-user-family';

const answer = (value: boolean | null) => (value === null ? 'unanswered' : value ? 'yes' : 'no');

function JuniorRow({ junior }: { junior: Junior }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const contact = junior.emergencyContact;
  return (
    <Stack as="li" gap="1" borderTopWidth="1px" pt="3" data-testid="admin-junior">
      <Flex gap="2" align="baseline" wrap="wrap">
        <Text fontWeight="semibold">{juniorDisplayName(junior.name, language)}</Text>
        {junior.name.zh && junior.name.en && (
          <Text color="fg.muted" fontSize="sm" lang={language === 'zh' ? 'en' : 'zh-Hant'}>
            {language === 'zh' ? junior.name.en : junior.name.zh}
          </Text>
        )}
        <Text color="fg.muted" fontSize="sm">
          {t('family.age', { years: junior.age })} · {junior.dateOfBirth}
        </Text>
      </Flex>
      <Flex gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette={junior.photoConsent === false ? 'red' : junior.photoConsent ? 'green' : 'orange'}>
          {t(`family.photo.${answer(junior.photoConsent)}`)}
        </Badge>
        <Badge variant="subtle" colorPalette={junior.forumConsent === false ? 'red' : junior.forumConsent ? 'green' : 'orange'}>
          {t(`family.forum.${answer(junior.forumConsent)}`)}
        </Badge>
      </Flex>
      <Text fontSize="sm">{junior.medicalNotes ? t('family.medical', { notes: junior.medicalNotes }) : t('family.noMedical')}</Text>
      <Text fontSize="sm">
        {contact
          ? contact.relation
            ? t('family.emergency', { name: contact.name, relation: contact.relation, phone: contact.phone })
            : t('family.emergencyNoRelation', { name: contact.name, phone: contact.phone })
          : t('family.noEmergency')}
      </Text>
    </Stack>
  );
}

/** The family a user guards, as the club needs it at events: juniors, care details, consents. */
export function UserFamilyCard({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { data: family, error, loading, refetch } = useUserFamily(userId);
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" bg="white" mt="4" as="section" aria-label={t('family.title')} data-testid="user-family">
      <Card.Header pb="0">
        <Card.Title fontSize="md">{t('family.title')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {loading && !family && <LoadingState />}
        {error && !family ? <ErrorState message={t('family.loadError')} onRetry={refetch} /> : null}
        {family &&
          (family.juniors.length === 0 ? (
            <Text color="fg.muted">{t('family.none')}</Text>
          ) : (
            <Stack gap="3">
              <Heading as="h3" fontSize="sm">
                {t('family.guardians')}
              </Heading>
              <Text fontSize="sm">{family.guardians.map((guardian) => `${guardian.fullName} (${guardian.email})`).join(' · ')}</Text>
              {family.invites.map((invite) => (
                <Text key={invite.email} fontSize="sm" color="fg.muted">
                  {t('family.invited', { email: invite.email })}
                </Text>
              ))}
              <Heading as="h3" fontSize="sm">
                {t('family.juniors')}
              </Heading>
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
                {family.juniors.map((junior) => (
                  <JuniorRow key={junior._id} junior={junior} />
                ))}
              </Stack>
            </Stack>
          ))}
      </Card.Body>
    </Card.Root>
  );
}
