import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { juniorDisplayName, juniorsWithConsentDue } from '@golf/contract/family';
import { SectionCard } from '../../../components/SectionCard';
import { useFamily } from '../../family/api/get-family';

/**
 * The way from /membership to the family pages, saying whose consents wait for an answer (issue 39
 * point 6). A family that cannot be read leaves just the way there.
 */
export function FamilyLinkCard() {
  const { t, i18n } = useTranslation('membership');
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const { data: family } = useFamily();
  const due = family ? juniorsWithConsentDue(family.juniors) : [];
  return (
    <SectionCard title={t('familyLink.title')} testId="family-link">
      <Text color="fg.muted" mb="3">
        {t('familyLink.hint')}
      </Text>
      {due.length > 0 && (
        <Text color="orange.700" fontWeight="medium" mb="3" data-testid="family-consents-due">
          {t('familyLink.consentsDue', { names: due.map((junior) => juniorDisplayName(junior.name, language)).join(language === 'zh' ? '、' : ', ') })}
        </Text>
      )}
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to="/membership/family">{t('familyLink.open')}</RouterLink>
      </Button>
    </SectionCard>
  );
}
