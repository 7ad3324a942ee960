import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_EMAIL } from '../../../config/contacts';

/** Business name, the general enquiry mailbox and the response promise (spec 01 §2, §9). */
export function CompanyCard() {
  const { t } = useTranslation('shell');
  return (
    <Card.Root recipe={cardSlotRecipe} as="section" aria-labelledby="company-title" bg="brand.50" borderColor="brand.100" data-testid="company-card">
      <Card.Header>
        <Heading id="company-title" as="h2" size="lg">
          {t('contact.company.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Stack gap="0.5">
          <Text fontSize="sm" color="fg.muted">
            {t('contact.company.businessNameLabel')}
          </Text>
          <Text fontWeight="semibold">{t('contact.company.businessName')}</Text>
        </Stack>
        <Stack gap="0.5">
          <Text fontSize="sm" color="fg.muted">
            {t('contact.company.enquiryLabel')}
          </Text>
          <Link href={`mailto:${ENQUIRY_EMAIL}`} color="brand.700" fontWeight="semibold" wordBreak="break-all">
            {ENQUIRY_EMAIL}
          </Link>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.company.responseNote')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
