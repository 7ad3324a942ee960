import { Component, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import i18n from '@golf/shared/i18n/i18n';
import type { Behind } from '../federation/compatibility';
import { CatalogueLoadError, classifyFailure, outdatedSide, reloadOnce, type SectionFailure } from '../federation/section-failure';

interface SectionBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** Reloads the page once for a failure; false when it did already (section-failure.ts). */
  reload?: (failure: SectionFailure) => boolean;
}

interface SectionBoundaryState {
  failure: SectionFailure | null;
  /** For an outdated section: whether the site or the section is behind. */
  behind: Behind;
  reloading: boolean;
}

/**
 * Keeps a section that failed to load or render inside a translated panel; the nav and every
 * other route keep working. A section whose files went stale in a release (an old chunk or
 * catalogue gone) or that needs a newer shell reloads the page once to take the current release.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  state: SectionBoundaryState = { failure: null, behind: 'site', reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<SectionBoundaryState> {
    return { failure: classifyFailure(error), behind: outdatedSide(error) };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a section failed to load or render', error);
    const failure = classifyFailure(error);
    if (failure !== 'unavailable' && (this.props.reload ?? reloadOnce)(failure)) this.setState({ reloading: true });
  }

  render() {
    const { failure, behind, reloading } = this.state;
    if (!failure) {
      return (
        <>
          <CatalogueFailureWatch />
          {this.props.children}
        </>
      );
    }
    if (failure === 'outdated') return <SectionOutdated behind={behind} reloading={reloading} />;
    // A reload did not bring the files back: Retry reloads again, by hand.
    return <SectionUnavailable reloading={reloading} onRetry={failure === 'stale' ? () => window.location.reload() : this.props.onRetry} />;
  }
}

/**
 * A section's texts that do not arrive (after i18next's own retries) fail the section like a
 * missing chunk does, instead of leaving raw keys on the page.
 */
function CatalogueFailureWatch() {
  const [failure, setFailure] = useState<CatalogueLoadError | null>(null);
  useEffect(() => {
    const onFailure = (language: string, namespace: string, message: string) =>
      setFailure(new CatalogueLoadError(`the ${language} texts of ${namespace} did not load: ${message}`));
    i18n.on('failedLoading', onFailure);
    return () => i18n.off('failedLoading', onFailure);
  }, []);
  if (failure) throw failure;
  return null;
}

/**
 * A remote this page cannot run, saying which side is behind: the site (a newer shell is on its
 * way; a reload takes it) or the section (built for an earlier site version: its team releases it
 * again). Titled by an h1, like every page state: the tab's title follows it.
 */
function SectionOutdated({ behind, reloading }: { behind: Behind; reloading: boolean }) {
  const { t } = useTranslation('frame');
  const hint = reloading ? t('section.reloading') : behind === 'section' ? t('section.olderHint') : t('section.outdatedHint');
  return (
    <Stack align="center" textAlign="center" py="16" px="4" gap="3" role="alert" data-testid="section-outdated" data-behind={behind}>
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {behind === 'section' ? t('section.older') : t('section.outdated')}
      </Text>
      <Text color="fg.muted">{hint}</Text>
      {!reloading && (
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('section.reload')}
        </Button>
      )}
    </Stack>
  );
}

function SectionUnavailable({ onRetry, reloading }: { onRetry: () => void; reloading: boolean }) {
  const { t } = useTranslation(['common', 'frame']);
  return (
    <Stack align="center" textAlign="center" py="16" px="4" gap="3" role="alert" data-testid="remote-unavailable">
      <Text fontSize="xl" fontWeight="semibold">
        {t('errors.remoteUnavailable')}
      </Text>
      <Text color="fg.muted">{reloading ? t('frame:section.reloading') : t('errors.remoteUnavailableHint')}</Text>
      {!reloading && (
        <Button colorPalette="brand" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </Stack>
  );
}
