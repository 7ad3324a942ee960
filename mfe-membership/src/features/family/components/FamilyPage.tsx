import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import '../../../i18n/family-catalogue';
import { SectionCard } from '../../../components/SectionCard';
import { useFamily } from '../api/get-family';
import { usePrivacy } from '../../privacy/api/get-privacy';
import { JuniorPrivacy } from '../../privacy/components/JuniorPrivacy';
import { GuardiansSection } from './GuardiansSection';
import { JuniorCard } from './JuniorCard';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { Text } from '@chakra-ui/react/text';
import { useVerifyJuniorPayment } from '../hooks/use-verify-junior-payment';

/** /membership/family: the guardian's juniors, with their care details and consents, their data to download or close, and the guardians. */
export function FamilyPage() {
  const { t } = useTranslation('family');
  const { data: family, error, loading, refetch } = useFamily();
  const checkingPayment = useVerifyJuniorPayment(family);
  // Each junior's download and closing; the cards show without them while they load or if they fail.
  const { data: privacy, refetch: refetchPrivacy } = usePrivacy();

  return (
    <Stack gap="6" data-testid="family-page">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      {checkingPayment && (
        <Text role="status" color="fg.muted" fontSize="sm">
          {t('membership.checking')}
        </Text>
      )}
      {loading && !family && <LoadingState />}
      {error && !loading && !family ? <ErrorState message={t('page.loadFailed')} onRetry={() => void refetch()} /> : null}
      {family && (
        <>
          <SectionCard title={t('juniors.title')} testId="family-juniors">
            {family.juniors.length === 0 ? (
              <EmptyState
                title={t('juniors.empty')}
                hint={t('juniors.emptyHint')}
                action={
                  <Button asChild colorPalette="brand" mt="3">
                    <RouterLink to="/membership/family/new">{t('juniors.add')}</RouterLink>
                  </Button>
                }
              />
            ) : (
              <Stack gap="4">
                {family.juniors.map((junior) => (
                  <JuniorCard
                    key={junior._id}
                    junior={junior}
                    onRemoved={() => void refetch()}
                    footer={(name) => privacy && <JuniorPrivacy personId={junior._id} name={name} privacy={privacy} onChanged={() => void refetchPrivacy()} />}
                  />
                ))}
                <Button asChild colorPalette="brand" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
                  <RouterLink to="/membership/family/new">{t('juniors.add')}</RouterLink>
                </Button>
              </Stack>
            )}
          </SectionCard>
          <GuardiansSection family={family} onInvited={() => void refetch()} />
        </>
      )}
    </Stack>
  );
}
