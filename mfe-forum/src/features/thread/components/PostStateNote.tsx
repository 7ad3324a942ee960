import { Badge } from '@chakra-ui/react/badge';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Hiding, PostState } from '@golf/contract/forum';
import { selectIsAdmin, useAuthStore } from '@golf/shared/auth/auth-store';

/**
 * A post that is not visible to everyone says so. Admins see its state and the way to the
 * moderation queue. The author of a hidden post (the only other reader the server shows it to)
 * sees that it is hidden, why, and whom to tell if she thinks it a mistake: without this her own
 * post read as "not found".
 */
export function PostStateNote({ state, hiding }: { state: PostState; hiding?: Hiding }) {
  const { t } = useTranslation('forum');
  const admin = useAuthStore(selectIsAdmin);
  if (state === 'visible') return null;
  if (!admin && state === 'hidden' && hiding) return <OwnHiddenNote hiding={hiding} />;
  return (
    <HStack gap="2" wrap="wrap" bg={state === 'hidden' ? 'orange.subtle' : 'red.subtle'} borderRadius="md" px="3" py="2" data-testid="post-state">
      <Badge colorPalette={state === 'hidden' ? 'orange' : 'red'} variant="solid">
        {state === 'hidden' ? t('posts.hiddenBadge') : t('posts.deletedBadge')}
      </Badge>
      <Text fontSize="sm" flex="1" minW="40">
        {state === 'hidden' ? t('posts.hiddenNote') : t('posts.deletedNote')}
      </Text>
      <Button asChild size="xs" variant="outline">
        <RouterLink to="/admin/moderation">{t('posts.moderate')}</RouterLink>
      </Button>
    </HStack>
  );
}

function OwnHiddenNote({ hiding }: { hiding: Hiding }) {
  const { t } = useTranslation('forum');
  const reason = hiding.reason.trim();
  return (
    <Stack gap="1" bg="orange.subtle" borderRadius="md" px="3" py="2" role="status" data-testid="post-state">
      <HStack gap="2" align="start">
        <Badge colorPalette="orange" variant="solid" flexShrink={0}>
          {t('posts.hiddenBadge')}
        </Badge>
        <Text fontSize="sm">{hiding.byReports ? t('posts.ownHiddenByReports') : t('posts.ownHiddenByAdmin')}</Text>
      </HStack>
      {reason && (
        <Text fontSize="sm" fontWeight="medium" wordBreak="break-word">
          {t('posts.ownHiddenReason', { reason })}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('posts.ownHiddenHelp')}
        </Text>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/contact-us">{t('posts.contactUs')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
