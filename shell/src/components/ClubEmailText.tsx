import { Link } from '@chakra-ui/react/link';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text, type TextProps } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Trans } from '@golf/shared/i18n/trans';
import { useClub } from '@golf/shared/club/get-club';
import '../i18n/club';
import { TextLink } from './TextLink';

/**
 * A sentence naming the club's address (`<mail>{{email}}</mail>` in the text), as the API is
 * configured: while it loads a placeholder line; if it cannot be read, the way to the contact form.
 */
export function ClubEmailText({ i18nKey, ...props }: { i18nKey: string } & TextProps) {
  const { t } = useTranslation('shell');
  const club = useClub();
  if (club.data) {
    const { email } = club.data;
    return (
      <Text {...props}>
        <Trans t={t} i18nKey={i18nKey} values={{ email }} components={{ mail: <Link href={`mailto:${email}`} color="brand.700" fontWeight="semibold" /> }} />
      </Text>
    );
  }
  if (club.error) {
    return (
      <Text {...props}>
        {t('club.unavailable')} <TextLink to="/contact-us">{t('club.contactForm')}</TextLink>
      </Text>
    );
  }
  // Inline, so it may stand inside a paragraph as the sentence would.
  return <Skeleton as="span" display="inline-block" h="4" w="48" data-testid="club-loading" />;
}
