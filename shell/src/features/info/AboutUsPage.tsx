import { useAuthStore } from '@golf/shared/auth/auth-store';
import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import '../../i18n/info';
import { FeatureBlock } from '../../components/FeatureBlock';
import { PageHero } from '../../components/PageHero';
import { HeartIcon, SparkIcon, UsersIcon } from '../../components/icons';
import visionImage from './assets/vision.svg';

const VALUES = [
  { key: 'inclusive', icon: <UsersIcon /> },
  { key: 'modern', icon: <SparkIcon /> },
  { key: 'passionate', icon: <HeartIcon /> },
] as const;

/** /about-us (spec 01 §2): hero, three values and the vision, laid out per language. */
export default function AboutUsPage() {
  const { t, i18n } = useTranslation('shell');
  const english = i18n.language?.startsWith('en');
  // Only a visitor is invited to sign up; a member already has an account.
  const visitor = useAuthStore((state) => state.status === 'signedOut');
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.title')} subtitle={t('about.intro')}>
        {/* The original shows its tagline in English only. */}
        {english && (
          <Text fontStyle="italic" fontSize="lg" color="brand.100" data-testid="about-tagline">
            {t('about.tagline')}
          </Text>
        )}
        {visitor && (
          <Box pt="2">
            <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
              <RouterLink to="/signup">{t('about.join')}</RouterLink>
            </Button>
          </Box>
        )}
      </PageHero>

      <Stack as="section" gap="5" aria-labelledby="about-values">
        <Heading id="about-values" as="h2" size="2xl">
          {t('about.valuesTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {VALUES.map(({ key, icon }) => (
            <FeatureBlock key={key} icon={icon} title={t(`about.values.${key}.title`)}>
              {t(`about.values.${key}.text`)}
            </FeatureBlock>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="5" aria-labelledby="about-vision">
        <Heading id="about-vision" as="h2" size="2xl">
          {t('about.visionTitle')}
        </Heading>
        {english ? (
          <Card.Root recipe={cardSlotRecipe} flexDirection={{ base: 'column', md: 'row' }} overflow="hidden" data-testid="vision-card">
            <ImageWithFallback
              src={visionImage}
              alt={t('about.visionImageAlt')}
              objectFit="cover"
              w={{ base: 'full', md: '45%' }}
              maxH={{ base: '56', md: 'none' }}
            />
            <Card.Body gap="4" justifyContent="center">
              <Text fontSize="lg" fontWeight="semibold" color="brand.700">
                {t('about.visionLead')}
              </Text>
              <Text color="fg.muted">{t('about.visionDetail')}</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          <Stack gap="4" data-testid="vision-text">
            <Text fontSize="lg" fontWeight="semibold" color="brand.700">
              {t('about.visionLead')}
            </Text>
            <Text color="fg.muted">{t('about.visionDetail')}</Text>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
