import { Link as RouterLink } from 'react-router-dom';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import '../../i18n/info';
import { PageHero } from '../../components/PageHero';
import { BenefitCard } from './components/BenefitCard';

/** /membership-benefit (spec 01 §2): the two annual-member benefits and what is coming. */
export default function MembershipBenefitPage() {
  const { t } = useTranslation('shell');
  const signedIn = useAuthStore(selectIsSignedIn);
  return (
    <Stack gap={{ base: '6', md: '10' }}>
      <PageHero eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} subtitle={t('benefits.subtitle')}>
        <Box pt="2">
          <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
            {signedIn ? (
              <RouterLink to="/membership">{t('benefits.viewMembership')}</RouterLink>
            ) : (
              <RouterLink to="/signup">{t('benefits.join')}</RouterLink>
            )}
          </Button>
        </Box>
      </PageHero>
      <SimpleGrid as="section" columns={{ base: 1, md: 2 }} gap="5">
        <BenefitCard
          number={1}
          title={t('benefits.lessonTitle')}
          text={t('benefits.lessonText')}
          highlight={t('benefits.lessonValue')}
        />
        <BenefitCard
          number={2}
          title={t('benefits.practiceTitle')}
          text={t('benefits.practiceText')}
          highlight={t('benefits.practiceNote')}
        />
      </SimpleGrid>
      <Alert.Root recipe={alertSlotRecipe} status="info" variant="subtle" borderRadius="xl" data-testid="more-coming-soon">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('benefits.moreTitle')}</Alert.Title>
          <Alert.Description>{t('benefits.moreText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
