import { useEffect, useRef } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { separatorRecipe } from '@golf/shared/theme/recipes/separator';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { usePrivacy } from '../api/get-privacy';
import { AccountClosure } from './AccountClosure';
import { DataDownload } from './DataDownload';

/**
 * Settings' Privacy part (#privacy, the link the mails give): download my data, close my account.
 * A guardian does the same for each junior on the family page.
 */
export function PrivacySection() {
  const { t } = useTranslation('membership');
  const { data: privacy, error, loading, refetch } = usePrivacy();
  const ref = useRef<HTMLDivElement>(null);

  // The mailed link ends in #privacy: bring the part into view once it is there.
  useEffect(() => {
    if (privacy && window.location.hash === '#privacy') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [privacy]);

  const changed = () => void refetch();
  return (
    <div id="privacy" ref={ref}>
      <SectionCard title={t('privacy.title')} description={t('privacy.description')} testId="privacy-section">
        {loading && !privacy && (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" />
            <Text color="fg.muted">{t('privacy.loading')}</Text>
          </Stack>
        )}
        {error && !privacy ? (
          <Stack direction="row" align="center" gap="3" role="alert">
            <Text color="red.600">{t('privacy.loadFailed')}</Text>
            <Button size="xs" variant="outline" onClick={changed}>
              {t('privacy.retry')}
            </Button>
          </Stack>
        ) : null}
        {privacy && (
          <Stack gap="5">
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('privacy.downloadTitle')}
              </Heading>
              <DataDownload personId={null} exports={privacy.exports} onChanged={changed} />
            </Stack>
            <Separator recipe={separatorRecipe} />
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {t('privacy.closeTitle')}
              </Heading>
              <AccountClosure personId={null} closure={privacy.closure} onChanged={changed} />
            </Stack>
          </Stack>
        )}
      </SectionCard>
    </div>
  );
}
