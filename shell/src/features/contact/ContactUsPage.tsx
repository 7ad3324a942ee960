import { Grid, GridItem } from '@chakra-ui/react/grid';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import '../../i18n/contact';
import '../../i18n/forms';
import { ClubEmailText } from '../../components/ClubEmailText';
import { FeatureBlock } from '../../components/FeatureBlock';
import { PageHero } from '../../components/PageHero';
import { ChatIcon, ClockIcon, MailIcon } from '../../components/icons';
import { CompanyCard } from './components/CompanyCard';
import { ContactForm } from './components/ContactForm';

/** /contact-us (spec 01 §2): how to reach the club, and the enquiry form. */
export default function ContactUsPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap={{ base: '6', md: '10' }}>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <FeatureBlock icon={<MailIcon />} title={t('contact.blocks.emailTitle')}>
          <ClubEmailText i18nKey="contact.blocks.emailText" as="span" />
        </FeatureBlock>
        <FeatureBlock icon={<ChatIcon />} title={t('contact.blocks.enquiryTitle')}>
          {t('contact.blocks.enquiryText')}
        </FeatureBlock>
        <FeatureBlock icon={<ClockIcon />} title={t('contact.blocks.responseTitle')}>
          {t('contact.blocks.responseText')}
        </FeatureBlock>
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="6" alignItems="start">
        <GridItem>
          <CompanyCard />
        </GridItem>
        <GridItem>
          <ContactForm />
        </GridItem>
      </Grid>
    </Stack>
  );
}
