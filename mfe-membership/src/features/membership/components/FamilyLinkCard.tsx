import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';

/** The way from /membership to the family pages (juniors, care, consents, second guardian). */
export function FamilyLinkCard() {
  const { t } = useTranslation('membership');
  return (
    <SectionCard title={t('familyLink.title')} testId="family-link">
      <Text color="fg.muted" mb="3">
        {t('familyLink.hint')}
      </Text>
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to="/membership/family">{t('familyLink.open')}</RouterLink>
      </Button>
    </SectionCard>
  );
}
