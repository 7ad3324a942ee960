import { Link } from '@chakra-ui/react/link';
import { Text, type TextProps } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { addCatalogue } from '../i18n/i18n';

/** The privacy notice's address (the shell's page, issue 40 point 1). */
export const PRIVACY_NOTICE_PATH = '/privacy';

// Its own small namespace, added when a form that shows the link loads (not a provided module's
// text: every app that uses the link carries these four words).
addCatalogue('privacyNotice', {
  zh: { lead: '我們如何使用你的資料：', link: '私隱聲明' },
  en: { lead: 'How we use your data: ', link: 'Privacy notice' },
});

/**
 * "How we use your data: Privacy notice", under every form that collects personal data (sign-up,
 * contact, a junior's details, an enrolment, the profile). Opens in a new tab: a half-filled form
 * stays as it is.
 */
export function PrivacyNoticeLink(props: TextProps) {
  const { t } = useTranslation('privacyNotice');
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="privacy-notice-link" {...props}>
      {t('lead')}
      <Link asChild color="brand.700" fontWeight="medium">
        <RouterLink to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
          {t('link')}
        </RouterLink>
      </Link>
    </Text>
  );
}
