import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { THREAD_TITLE_MAX } from '@golf/contract/limits';

export const isTitleTooLong = (title: string | undefined) => (title ?? '').trim().length > THREAD_TITLE_MAX;

/**
 * Under a thread's title: how many of the allowed characters it uses, and, once over, what is
 * wrong. The field itself takes any length, so a pasted title is never cut without a word.
 */
export function TitleLength({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('forum');
  const length = title.trim().length;
  const over = length > THREAD_TITLE_MAX;
  return (
    <HStack id={id} justify="space-between" gap="3" fontSize="sm">
      {over ? (
        <Text color="fg.error" role="alert">
          {t('create.titleTooLong', { max: THREAD_TITLE_MAX })}
        </Text>
      ) : (
        <span />
      )}
      <Text color={over ? 'fg.error' : 'fg.muted'} fontVariantNumeric="tabular-nums" data-testid="title-count">
        {t('create.titleCount', { count: length, max: THREAD_TITLE_MAX })}
      </Text>
    </HStack>
  );
}
