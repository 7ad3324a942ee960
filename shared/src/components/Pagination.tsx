import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { paginationItems } from '@golf/shared/utils/pagination';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** First, previous, numbered pages with ellipses, next, last. Hidden when there is one page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const go = (target: number) => target !== page && target >= 1 && target <= totalPages && onPageChange(target);
  return (
    <HStack as="nav" aria-label={t('pagination.label')} gap="1" wrap="wrap" justify="center" py="4">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => go(1)} hideBelow="sm">
        {t('pagination.first')}
      </Button>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('pagination.previous')}
      </Button>
      {paginationItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="sm"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : undefined}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} px="1" color="fg.muted" aria-hidden>
            …
          </Text>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => go(page + 1)}>
        {t('pagination.next')}
      </Button>
      <Button size="sm" variant="ghost" disabled={page >= totalPages} onClick={() => go(totalPages)} hideBelow="sm">
        {t('pagination.last')}
      </Button>
    </HStack>
  );
}
