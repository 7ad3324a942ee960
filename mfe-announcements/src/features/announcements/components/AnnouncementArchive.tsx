import { useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { EmptyState, ErrorState } from '@golf/shared/components/StatePanels';
import { Pagination } from '@golf/shared/components/Pagination';
import type { QueryResult } from '@golf/shared/hooks/use-query';
import { errorText } from '@golf/shared/api/client';
import { useTranslation } from 'react-i18next';
import type { AnnouncementPage } from '../api/get-announcements';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import type { CategoryFilterKey } from '../utils/categories';
import { AnnouncementCard, AnnouncementCardSkeleton } from './AnnouncementCard';
import { AnnouncementRow, AnnouncementRowSkeleton } from './AnnouncementRow';
import { CategoryFilter } from './CategoryFilter';
import { SectionHeading } from './SectionHeading';

interface AnnouncementArchiveProps {
  archive: QueryResult<AnnouncementPage>;
  filter: CategoryFilterKey;
  page: number;
  onFilterChange: (filter: CategoryFilterKey) => void;
  onPageChange: (page: number) => void;
  /** False when the page already shows one error for every section. */
  showError?: boolean;
}

/** Every announcement, by category, ten a page: rows on wide screens, a card grid under 768 px. */
export function AnnouncementArchive({ archive, filter, page, onFilterChange, onPageChange, showError = true }: AnnouncementArchiveProps) {
  const { t } = useTranslation('announcements');
  const top = useRef<HTMLDivElement>(null);
  const goToPage = (target: number) => {
    onPageChange(target);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Stack as="section" gap="5" aria-labelledby="archive-title" data-testid="archive">
      <Box ref={top} scrollMarginTop="4">
        <SectionHeading id="archive-title" title={t('archive.title')} subtitle={t('archive.subtitle')} />
      </Box>
      <CategoryFilter value={filter} onChange={onFilterChange} />
      <ArchiveBody archive={archive} filter={filter} page={page} showError={showError} onFilterChange={onFilterChange} goToPage={goToPage} />
      {archive.data && !archive.error && (
        <Pagination page={Math.min(page, Math.max(archive.data.totalPages, 1))} totalPages={archive.data.totalPages} onPageChange={goToPage} />
      )}
    </Stack>
  );
}

interface ArchiveBodyProps extends Pick<AnnouncementArchiveProps, 'archive' | 'filter' | 'page' | 'onFilterChange'> {
  showError: boolean;
  goToPage: (page: number) => void;
}

function ArchiveBody({ archive, filter, page, showError, onFilterChange, goToPage }: ArchiveBodyProps) {
  const { t } = useTranslation('announcements');
  const wide = useMediaQuery(WIDE_QUERY);
  const { data, error, loading, refetch } = archive;
  if (error) return showError ? <ErrorState message={errorText(error, t('errors.fetch'))} onRetry={() => void refetch()} /> : null;
  if (!data) return <ArchiveSkeleton wide={wide} />;
  if (!data.announcements.length) {
    if (page > 1) {
      return <EmptyState title={t('archive.pageEmpty')} action={<Button size="sm" variant="outline" onClick={() => goToPage(1)}>{t('archive.firstPage')}</Button>} />;
    }
    if (filter !== 'all') {
      const showAll = <Button size="sm" variant="outline" onClick={() => onFilterChange('all')}>{t('archive.showAll')}</Button>;
      return <EmptyState title={t('archive.emptyCategory')} hint={t('archive.emptyCategoryHint')} action={showAll} />;
    }
    return <EmptyState title={t('archive.empty')} hint={t('archive.emptyHint')} />;
  }
  // While another page loads, the current one stays on screen, dimmed, so nothing jumps.
  const busy = { 'aria-busy': loading, opacity: loading ? 0.55 : 1, transition: 'opacity 0.2s' } as const;
  if (!wide) {
    return (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="4" data-layout="cards" {...busy}>
        {data.announcements.map((announcement) => (
          <li key={announcement._id}>
            <AnnouncementCard announcement={announcement} imageRatio={2.2} />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-layout="rows" {...busy}>
      {data.announcements.map((announcement) => (
        <li key={announcement._id}>
          <AnnouncementRow announcement={announcement} />
        </li>
      ))}
    </Stack>
  );
}

function ArchiveSkeleton({ wide }: { wide: boolean }) {
  const { t } = useTranslation('announcements');
  const items = [0, 1, 2, 3];
  return (
    <Box role="status" aria-label={t('loading')}>
      {wide ? (
        <Stack gap="3">{items.map((index) => <AnnouncementRowSkeleton key={index} />)}</Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">{items.map((index) => <AnnouncementCardSkeleton key={index} />)}</SimpleGrid>
      )}
    </Box>
  );
}
