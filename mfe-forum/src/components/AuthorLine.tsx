import { initialsOf } from '@golf/shared/utils/initials';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Author } from '@golf/contract/forum';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { TierBadge } from '@golf/shared/components/TierBadge';
import { formatDateAndTime, threadTime } from '@golf/shared/utils/relative-time';

interface AuthorLineProps {
  author: Author | null | undefined;
  createdAt: string;
  /** Set when the words were changed after posting: shown as "edited". */
  editedAt?: string | null;
  size?: 'sm' | 'md';
}

/** Who wrote a thread or reply and when: avatar, name, tier badge ('Member' fallback), time. */
export function AuthorLine({ author, createdAt, editedAt, size = 'md' }: AuthorLineProps) {
  const { t } = useTranslation('forum');
  const name = author?.fullName || t('thread.formerMember');
  return (
    <HStack gap="3" align="center" minW="0">
      <Avatar.Root recipe={avatarSlotRecipe} size={size} colorPalette="brand" flexShrink={0}>
        <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
        {author?.imageFileId && <Avatar.Image src={fileUrl(author.imageFileId)} alt="" />}
      </Avatar.Root>
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" fontSize={size === 'sm' ? 'sm' : 'md'} truncate>
            {name}
          </Text>
          <TierBadge tier={author?.membershipTier} />
        </HStack>
        <HStack gap="1" fontSize="xs" color="fg.muted">
          <Text asChild>
            <time dateTime={createdAt} title={formatDateAndTime(createdAt)}>
              {threadTime(createdAt, t)}
            </time>
          </Text>
          {editedAt && (
            <Text as="span" title={t('posts.editedAt', { time: formatDateAndTime(editedAt) })} data-testid="edited-mark">
              · {t('posts.edited')}
            </Text>
          )}
        </HStack>
      </Stack>
    </HStack>
  );
}
