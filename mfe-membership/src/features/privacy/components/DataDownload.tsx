import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '@golf/contract/privacy';
import { errorText } from '@golf/shared/api/client';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { formatDateAndTime, readableDate } from '@golf/shared/utils/relative-time';
import { downloadExport } from '../api/download-export';
import { requestExport } from '../api/request-export';

/** While an archive is being prepared, the page looks again this often (it is built within a minute or two). */
const CHECK_EVERY_MS = 10_000;

/**
 * "Download my data" for the member (personId null) or a junior of their family: ask for an
 * archive, see it being prepared (we mail when it is ready), then download it for 7 days. Inside a
 * junior's card the words say "this junior"; the buttons' names say whose (several cards, one page).
 */
export function DataDownload({ personId, name, exports, onChanged }: { personId: string | null; name?: string; exports: DataExport[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('membership');
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // The newest archive of this person; an expired one is no longer listed by the server's download, but still shown until replaced.
  const latest = exports.find((row) => row.personId === personId && !(row.status === 'ready' && row.expiresAt && Date.parse(row.expiresAt) < Date.now()));
  const queued = latest?.status === 'queued';

  useEffect(() => {
    if (!queued) return undefined;
    const timer = setInterval(onChanged, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [queued, onChanged]);

  const ask = async () => {
    setAsking(true);
    try {
      await requestExport(personId);
      toastSuccess(t('privacy.requested'));
      onChanged();
    } catch (error) {
      toastError(t('privacy.requestFailed'), errorText(error, '') || undefined);
    } finally {
      setAsking(false);
    }
  };

  const download = async (exportId: string) => {
    setDownloading(true);
    try {
      await downloadExport(exportId);
    } catch (error) {
      toastError(t('privacy.downloadFailed'), errorText(error, '') || undefined);
      onChanged();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="3" align="flex-start" data-testid={personId ? 'junior-data-download' : 'data-download'}>
      <Text fontSize="sm" color="fg.muted">
        {personId ? t('privacy.juniorDownloadHint') : t('privacy.downloadHint')}
      </Text>
      {!latest && !personId && (
        <Text fontSize="sm" data-testid="export-status">
          {t('privacy.noExports')}
        </Text>
      )}
      {latest?.status === 'queued' && (
        <Text fontSize="sm" role="status" data-testid="export-status">
          {t('privacy.queued', { when: formatDateAndTime(latest.requestedAt, i18n.language) })}
        </Text>
      )}
      {latest?.status === 'failed' && (
        <Text fontSize="sm" color="red.600" role="alert" data-testid="export-status">
          {t('privacy.failed')}
        </Text>
      )}
      {latest?.status === 'ready' && latest.expiresAt && (
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="2" w={{ base: 'full', sm: 'auto' }}>
          <Text fontSize="sm" data-testid="export-status">
            {t('privacy.ready', { date: readableDate(latest.expiresAt, i18n.language) })}
          </Text>
          <Button
            size="sm"
            colorPalette="brand"
            loading={downloading}
            loadingText={t('privacy.downloading')}
            aria-label={personId ? t('privacy.downloadJuniorLabel', { name }) : undefined}
            onClick={() => void download(latest._id)}
          >
            {t('privacy.download')}
          </Button>
        </Stack>
      )}
      {!queued && (
        <Button
          size="sm"
          variant="outline"
          loading={asking}
          loadingText={t('privacy.requesting')}
          aria-label={personId ? t('privacy.requestJuniorDownloadLabel', { name }) : undefined}
          onClick={() => void ask()}
          w={{ base: 'full', sm: 'auto' }}
        >
          {personId ? t('privacy.requestJuniorDownload') : t('privacy.requestDownload')}
        </Button>
      )}
    </Stack>
  );
}
