import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface PrevNextPagerProps {
  page: number;
  /** Disables Previous and Next while a page loads. */
  loading: boolean;
  nextDisabled: boolean;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 5", or "Page 2" before the count is known. */
  pageLabel: string;
  onPageChange: (page: number) => void;
}

/** Previous / Next with the page between, always shown (spec 02's announcement list). */
export function PrevNextPager({ page, loading, nextDisabled, previousLabel, nextLabel, pageLabel, onPageChange }: PrevNextPagerProps) {
  const { t } = useTranslation('admin');
  return (
    <HStack as="nav" aria-label={t('common:pagination.label')} justify="space-between" py="4" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1 || loading} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {pageLabel}
      </Text>
      <Button size="sm" variant="outline" disabled={nextDisabled || loading} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </Button>
    </HStack>
  );
}
