import { Box } from '@chakra-ui/react/box';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Heading } from '@chakra-ui/react/heading';
import type { Announcement } from '@golf/contract/announcements';
import { useTranslation } from 'react-i18next';
import { knownCategory } from '../utils/categories';
import { displayDateOf } from '../utils/display-date';

/** Category, scope, display date and author of an announcement. */
export function DetailsPanel({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('announcements');
  const category = knownCategory(announcement.category);
  const rows = [
    { label: t('detail.category'), value: category ? t(`category.${category}`) : announcement.category },
    { label: t('detail.scope'), value: t(`scope.${announcement.scope}`) },
    { label: t('detail.displayDate'), value: displayDateOf(announcement.displayDate, announcement.createdAt, i18n.language) },
    { label: t('detail.createdBy'), value: announcement.displayCreatedBy },
  ].filter((row) => row.value);
  return (
    <Box as="section" aria-labelledby="details-title" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.100" p="5" data-testid="details-panel">
      <Heading as="h2" id="details-title" size="md" mb="4">
        {t('detail.details')}
      </Heading>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel minW="24">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
