import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@golf/shared/components/StatePanels';

interface RemoteRouteProps {
  remote: string;
  module: string;
  onReset: (remote: string) => void;
}

function lazyRemote(id: string) {
  return lazy(async () => {
    const loaded = await loadRemote<{ default: ComponentType }>(id);
    if (!loaded?.default) throw new Error(`Remote module ${id} has no default export`);
    return loaded;
  });
}

/**
 * A route whose page comes from a remote. Its own error boundary keeps a remote that is down
 * (or throws) inside this panel: the nav and every other route keep working.
 */
export function RemoteRoute({ remote, module, onReset }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  // A new lazy component per attempt: React caches a rejected lazy() for good.
  const Page = useMemo(() => lazyRemote(id), [id, attempt]);
  const retry = () => {
    onReset(remote);
    setAttempt((value) => value + 1);
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

class RemoteBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[federation] a section failed to render', error);
  }

  render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
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
