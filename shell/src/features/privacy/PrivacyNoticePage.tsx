import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { listSlotRecipe } from '@golf/shared/theme/recipes/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';
import '../../i18n/privacy';
import { ClubEmailText } from '../../components/ClubEmailText';
import { PageHero } from '../../components/PageHero';
import { TextLink } from '../../components/TextLink';

const COLLECTED = ['account', 'family', 'bookings', 'posts', 'technical'] as const;
const PURPOSES = ['membership', 'events', 'contact', 'safety', 'community', 'records'] as const;
const PARAGRAPHS = ['sharing', 'retention', 'juniors', 'marketing', 'rights'] as const;

/** One titled part of the notice; its heading names the region. */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-labelledby={`privacy-${id}`} data-testid={`privacy-${id}`}>
      <Heading id={`privacy-${id}`} as="h2" size="lg" color="brand.700">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * /privacy: the club's Personal Information Collection Statement (issue 40 point 1, DESIGN §11,
 * decision 94), versioned by PRIVACY_NOTICE_VERSION — the version sign-up records with the consent.
 */
export default function PrivacyNoticePage() {
  const { t } = useTranslation('shell');
  const list = (section: 'collect' | 'purposes', keys: readonly string[]) => (
    <List.Root recipe={listSlotRecipe} as="ul" gap="2" ps="5" color="fg.muted">
      {keys.map((key) => (
        <List.Item key={key}>{t(`privacy.sections.${section}.items.${key}`)}</List.Item>
      ))}
    </List.Root>
  );
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHero
        eyebrow={t('privacy.eyebrow')}
        title={t('privacy.title')}
        subtitle={
          <Box as="span" data-testid="privacy-version">
            {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
          </Box>
        }
      />
      <Card.Root recipe={cardSlotRecipe}>
        <Card.Body gap={{ base: '6', md: '8' }} px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }} maxW="4xl">
          <Text fontSize="lg">{t('privacy.intro')}</Text>
          <Section id="collect" title={t('privacy.sections.collect.title')}>
            {list('collect', COLLECTED)}
            <Text color="fg.muted">{t('privacy.sections.collect.required')}</Text>
          </Section>
          <Section id="purposes" title={t('privacy.sections.purposes.title')}>
            {list('purposes', PURPOSES)}
          </Section>
          {PARAGRAPHS.map((key) => (
            <Section key={key} id={key} title={t(`privacy.sections.${key}.title`)}>
              <Text color="fg.muted">{t(`privacy.sections.${key}.text`)}</Text>
            </Section>
          ))}
          <Section id="contact" title={t('privacy.sections.contact.title')}>
            <ClubEmailText i18nKey="privacy.sections.contact.text" color="fg.muted" />
            <Text>
              <TextLink to="/contact-us">{t('privacy.sections.contact.form')}</TextLink>
            </Text>
          </Section>
          <Section id="changes" title={t('privacy.sections.changes.title')}>
            <Text color="fg.muted">{t('privacy.sections.changes.text')}</Text>
          </Section>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
