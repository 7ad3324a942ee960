import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { juniorDisplayName, juniorsWithConsentDue } from '@golf/contract/family';
import { SectionCard } from '../../../components/SectionCard';
import { useFamily } from '../../family/api/get-family';
import { membershipStateOf } from '../utils/membership-status';

/**
 * The way from /membership to the family pages, saying whose consents wait for an answer and whose
 * membership is due for renewal (issue 39 point 6). A family that cannot be read leaves just the way there.
 */
export function FamilyLinkCard() {
  const { t, i18n } = useTranslation('membership');
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const { data: family } = useFamily();
  const due = family ? juniorsWithConsentDue(family.juniors) : [];
  // A junior's year that has run out or may be renewed now (the same rule as the member's own).
  const renewals = (family?.juniors ?? []).filter((junior) => {
    const state = membershipStateOf({ membershipStatus: junior.membership.status, annualMembershipExpiredAt: junior.membership.expiresAt });
    return state.tier === 'expired' || (state.tier === 'annual' && state.canRenew);
  });
  const names = (juniors: typeof due) => juniors.map((junior) => juniorDisplayName(junior.name, language)).join(language === 'zh' ? '、' : ', ');
  return (
    <SectionCard title={t('familyLink.title')} testId="family-link">
      <Text color="fg.muted" mb="3">
        {t('familyLink.hint')}
      </Text>
      {due.length > 0 && (
        <Text color="orange.700" fontWeight="medium" mb="3" data-testid="family-consents-due">
          {t('familyLink.consentsDue', { names: names(due) })}
        </Text>
      )}
      {renewals.length > 0 && (
        <Text color="orange.700" fontWeight="medium" mb="3" data-testid="family-renewals-due">
          {t('familyLink.renewalsDue', { names: names(renewals) })}
        </Text>
      )}
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to="/membership/family">{t('familyLink.open')}</RouterLink>
      </Button>
    </SectionCard>
  );
}
