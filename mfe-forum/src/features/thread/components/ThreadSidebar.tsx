import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { listSlotRecipe } from '@golf/shared/theme/recipes/list';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@golf/contract/forum';
import { readableDate } from '@golf/shared/utils/relative-time';
import { categoryName } from '../../../utils/category-name';

/** Side statistics of the thread and the community guidelines. */
export function ThreadSidebar({ thread, likes, replyCount }: { thread: Thread; likes: number; replyCount: number }) {
  const { t } = useTranslation('forum');
  const stats = [
    { label: t('detail.statLikes'), value: likes },
    { label: t('detail.statReplies'), value: replyCount },
    { label: t('detail.statPosted'), value: readableDate(thread.createdAt) },
    { label: t('detail.statCategory'), value: categoryName(t, thread.category) },
  ];
  return (
    <Stack gap="4">
      <Card.Root recipe={cardSlotRecipe} variant="outline" size="sm">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('detail.stats')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm" data-testid="thread-stats">
            {stats.map(({ label, value }) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root recipe={cardSlotRecipe} variant="subtle" size="sm" bg="brand.subtle">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('detail.guidelines')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <List.Root recipe={listSlotRecipe} gap="2" fontSize="sm" ps="4">
            {(['guideline1', 'guideline2', 'guideline3', 'guideline4'] as const).map((key) => (
              <List.Item key={key}>{t(`detail.${key}`)}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
