import { Component, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/**
 * Keeps a section that failed to load or render (a remote that is down, a page chunk that did
 * not arrive) inside a translated panel with Retry; the nav and every other route keep working.
 */
export class SectionBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[shell] a section failed to load or render', error);
  }

  render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" textAlign="center" py="16" px="4" gap="3" role="alert" data-testid="remote-unavailable">
      <Text fontSize="xl" fontWeight="semibold">
        {t('errors.remoteUnavailable')}
      </Text>
      <Text color="fg.muted">{t('errors.remoteUnavailableHint')}</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Stack>
  );
}
