import type { ReactNode } from 'react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';
import { PRIVACY_NOTICE_PATH } from '@golf/shared/components/PrivacyNoticeLink';
import { Trans } from '@golf/shared/i18n/trans';
import { checkboxSlotRecipe } from '@golf/shared/theme/recipes/checkbox';

/** The notice's name inside the sentence (Trans gives it its words as children). */
function NoticeLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="medium">
      <RouterLink to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
        {children}
      </RouterLink>
    </Link>
  );
}

interface SignupConsentProps {
  privacy: boolean;
  marketing: boolean;
  /** The privacy box was left empty at submit. */
  missing: boolean;
  onPrivacyChange: (checked: boolean) => void;
  onMarketingChange: (checked: boolean) => void;
}

/**
 * Sign-up's two boxes (decision 94): the privacy notice read (required, with its version, the
 * notice opening in a new tab so the form keeps what was typed) and direct marketing, a separate
 * opt-in left empty.
 */
export function SignupConsent({ privacy, marketing, missing, onPrivacyChange, onMarketingChange }: SignupConsentProps) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="3" data-testid="signup-consent">
      <Stack gap="1">
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          name="privacyConsent"
          colorPalette="brand"
          alignItems="flex-start"
          checked={privacy}
          invalid={missing}
          required
          onCheckedChange={(details) => onPrivacyChange(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-describedby={missing ? 'privacy-consent-error' : undefined} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            <Trans
              t={t}
              i18nKey="signup.consent"
              values={{ version: PRIVACY_NOTICE_VERSION }}
              components={{ notice: <NoticeLink /> }}
            />
          </Checkbox.Label>
        </Checkbox.Root>
        {missing && (
          <Text id="privacy-consent-error" role="alert" fontSize="sm" color="fg.error" ps="7">
            {t('signup.consentRequired')}
          </Text>
        )}
      </Stack>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        name="marketingConsent"
        colorPalette="brand"
        alignItems="flex-start"
        checked={marketing}
        onCheckedChange={(details) => onMarketingChange(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" color="fg.muted">
          {t('signup.marketing')}
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
