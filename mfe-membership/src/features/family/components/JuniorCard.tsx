import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { consentDue, juniorDisplayName, type Junior } from '@golf/contract/family';
import { errorText } from '@golf/shared/api/client';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { readableDate } from '@golf/shared/utils/relative-time';
import { removeJunior } from '../api/remove-junior';
import { JuniorMembership } from './JuniorMembership';

/** One junior: name(s), age, what the club knows for their care, the consents, and the actions; `footer` under them (privacy). */
export function JuniorCard({ junior, onRemoved, footer }: { junior: Junior; onRemoved: () => void; footer?: (name: string) => ReactNode }) {
  const { t, i18n } = useTranslation('family');
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const name = juniorDisplayName(junior.name, language);
  // The name in the other language, under the heading, when the heading shows this language's own.
  const ownName = language === 'zh' ? junior.name.zh : junior.name.en;
  const otherName = ownName ? (language === 'zh' ? junior.name.en : junior.name.zh) : null;
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      await removeJunior(junior._id);
      toastSuccess(t('juniors.removed', { name }));
      setConfirming(false);
      onRemoved();
    } catch (error) {
      toastError(t('juniors.removeFailed'), errorText(error, '') || undefined);
    } finally {
      setRemoving(false);
    }
  };

  // Unanswered, or answered more than a year ago: the guardian is asked (again).
  const consent = (answer: boolean | null, answeredAt: string | null, kind: 'photo' | 'forum') =>
    consentDue(answer, answeredAt) ? (
      <Badge colorPalette="orange" variant="subtle">
        {t(answer === null ? `juniors.${kind}ConsentMissing` : `juniors.${kind}ConsentRenew`)}
      </Badge>
    ) : (
      <Badge colorPalette={answer ? 'green' : 'gray'} variant="subtle">
        {t(answer ? `juniors.${kind}ConsentYes` : `juniors.${kind}ConsentNo`)}
      </Badge>
    );

  return (
    <Stack as="article" gap="2" borderWidth="1px" borderRadius="md" p="4" data-testid="junior-card" aria-label={name}>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="0.5">
          <Heading as="h3" size="md" lang={ownName ? undefined : language === 'zh' ? 'en' : 'zh-Hant'}>
            {name}
          </Heading>
          {otherName && (
            <Text fontSize="sm" color="fg.muted" lang={language === 'zh' ? 'en' : 'zh-Hant'}>
              {otherName}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('juniors.age', { years: junior.age })} · {t('juniors.born', { date: readableDate(junior.dateOfBirth, language) })}
          </Text>
        </Stack>
        <Flex gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/membership/family/${encodeURIComponent(junior._id)}`} aria-label={`${t('juniors.edit')} ${name}`}>
              {t('juniors.edit')}
            </RouterLink>
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`${t('juniors.remove')} ${name}`}>
            {t('juniors.remove')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="2" wrap="wrap">
        {consent(junior.photoConsent, junior.photoConsentAt, 'photo')}
        {consent(junior.forumConsent, junior.forumConsentAt, 'forum')}
        {junior.medicalNotes && (
          <Badge colorPalette="blue" variant="subtle">
            {t('juniors.medical')}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color={junior.emergencyContact ? undefined : 'fg.muted'}>
        {junior.emergencyContact ? t('juniors.emergency', { name: junior.emergencyContact.name, phone: junior.emergencyContact.phone }) : t('juniors.noEmergency')}
      </Text>
      <JuniorMembership junior={junior} name={name} />
      {footer?.(name)}
      <ConfirmDialog
        open={confirming}
        title={t('juniors.removeTitle', { name })}
        message={t('juniors.removeMessage')}
        confirmLabel={t('juniors.removeConfirm')}
        busyLabel={t('juniors.removing')}
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
