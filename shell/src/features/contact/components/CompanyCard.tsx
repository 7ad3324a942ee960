import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { telLink, whatsappLink } from '@golf/contract/club';
import { useClub } from '@golf/shared/club/get-club';
import { ClubEmailText } from '../../../components/ClubEmailText';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Business name, the club's address, telephone and WhatsApp (as the API is configured) and the
 * response promise (spec 01 §2, §9).
 */
export function CompanyCard() {
  const { t } = useTranslation('shell');
  const club = useClub();
  return (
    <Card.Root recipe={cardSlotRecipe} as="section" aria-labelledby="company-title" bg="brand.50" borderColor="brand.100" data-testid="company-card">
      <Card.Header>
        <Heading id="company-title" as="h2" size="lg">
          {t('contact.company.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Detail label={t('contact.company.businessNameLabel')}>
          <Text fontWeight="semibold">{t('contact.company.businessName')}</Text>
        </Detail>
        <Detail label={t('contact.company.enquiryLabel')}>
          <ClubEmailText i18nKey="contact.company.email" wordBreak="break-all" />
        </Detail>
        {club.data ? (
          <>
            <Detail label={t('contact.company.phoneLabel')}>
              <Link href={telLink(club.data.phone)} color="brand.700" fontWeight="semibold">
                {club.data.phone}
              </Link>
            </Detail>
            <Detail label={t('contact.company.whatsappLabel')}>
              <Link href={whatsappLink(club.data.whatsapp)} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
                {t('contact.company.whatsappLink', { number: club.data.whatsapp })}
              </Link>
            </Detail>
          </>
        ) : (
          !club.error && <Skeleton h="16" />
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('contact.company.responseNote')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
