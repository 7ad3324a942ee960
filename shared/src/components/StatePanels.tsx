import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** The loading, empty, error and not-found states every screen shows, alike across apps. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="12" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label ?? t('states.loading')}</Text>
    </Stack>
  );
}

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Stack align="center" py="12" gap="2" textAlign="center" data-state="empty">
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
      {action}
    </Stack>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Stack align="center" py="12" gap="3" textAlign="center" role="alert">
      <Text color="red.600" fontWeight="medium">
        {message}
      </Text>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      )}
    </Stack>
  );
}

/** A page that does not exist: its title is the page's main heading (the 404 is decoration). */
export function NotFoundState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Stack align="center" py="16" gap="3" textAlign="center" data-state="not-found">
      <Text fontSize="5xl" fontWeight="bold" color="brand.600" aria-hidden>
        404
      </Text>
      <Heading as="h1" fontWeight="semibold" fontSize="xl">
        {title}
      </Heading>
      {hint && <Text color="fg.muted">{hint}</Text>}
      {action}
    </Stack>
  );
}
