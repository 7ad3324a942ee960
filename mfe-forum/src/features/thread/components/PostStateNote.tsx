import { Badge } from '@chakra-ui/react/badge';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { PostState } from '@golf/contract/forum';

/**
 * What only admins see on a hidden or deleted post: its state, that members do not see it, and
 * the way to the moderation queue.
 */
export function PostStateNote({ state }: { state: PostState }) {
  const { t } = useTranslation('forum');
  if (state === 'visible') return null;
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
