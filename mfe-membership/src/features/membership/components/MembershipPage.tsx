import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useMyProfile } from '../api/get-my-profile';
import { useVerifyMembershipPayment } from '../hooks/use-verify-membership-payment';
import { membershipStateOf, showsMemberCard, showsPaidMembership } from '../utils/membership-status';
import { BenefitCards } from './BenefitCards';
import { FamilyLinkCard } from './FamilyLinkCard';
import { MemberQrCard } from './MemberQrCard';
import { MembershipDetailsCard } from './MembershipDetailsCard';
import { PaymentNotice, usePaymentOutcome } from './PaymentNotice';
import { PersonalInfoCard } from './PersonalInfoCard';
import { PageHeading } from '@golf/shared/components/PageHeading';

/** /membership: benefits, personal information, membership details and the member QR card. */
export function MembershipPage() {
  const { t } = useTranslation('membership');
  const { data: profile, error, loading, refetch } = useMyProfile();
  const [outcome, dismissOutcome] = usePaymentOutcome();
  const state = useMemo(() => (profile ? membershipStateOf(profile) : null), [profile]);
  // Paid but not shown yet (a late webhook): checked until it shows, also without a reload.
  useVerifyMembershipPayment(profile, outcome === 'success' && !!state && !showsPaidMembership(state));

  return (
    <Stack gap="6" data-testid="membership-page">
      <PageHeading title={t('page.title')} subtitle={t('page.subtitle')} />
      {outcome && (!loading || profile) && (
        <PaymentNotice outcome={outcome} state={state} onDismiss={dismissOutcome} />
      )}
      {loading && !profile && <LoadingState />}
      {error && !loading ? <ErrorState message={t('page.loadFailed')} onRetry={() => void refetch()} /> : null}
      {profile && state && !error && (
        <>
          <BenefitCards freePractice={profile.noOfFreePractice ?? 0} points={profile.point ?? 0} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="stretch">
            <PersonalInfoCard profile={profile} />
            <MembershipDetailsCard state={state} />
          </SimpleGrid>
          {showsMemberCard(state) && <MemberQrCard profile={profile} />}
          <FamilyLinkCard />
        </>
      )}
    </Stack>
  );
}
