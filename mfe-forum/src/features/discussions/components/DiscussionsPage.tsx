import { useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { selectIsSignedIn, useAuthStore } from '@golf/shared/auth/auth-store';
import { useMediaQuery, WIDE_QUERY } from '@golf/shared/hooks/use-media-query';
import { Pagination } from '@golf/shared/components/Pagination';
import '../../../i18n/forum-catalogue';
import { PlusIcon } from '../../../components/icons';
import { categoryName } from '../../../utils/category-name';
import { useDiscussions } from '../api/get-discussions';
import { LATEST } from '../../../config/categories';
import { createHref, readListView } from '../utils/list-view';
import { CategorySelect } from './CategorySelect';
import { CategorySidebar } from './CategorySidebar';
import { SearchBar } from './SearchBar';
import { ThreadList } from './ThreadList';

/**
 * /discussions: the category tree, keyword search and a page of threads. Category, page and
 * keyword live in the address, so back/forward and shared links show the same list.
 */
export function DiscussionsPage() {
  const { t } = useTranslation('forum');
  const [params, setParams] = useSearchParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  // A phone chooses the category from a dropdown; the sidebar's collapsible groups, drawn but
  // hidden, cost a phone's first screen tens of milliseconds of script and style work.
  const wide = useMediaQuery(WIDE_QUERY);

  const { keyword, category, page, query } = readListView(params);
  const { data, error, loading, refetch } = useDiscussions(query);

  const change = (next: { category?: string; page?: number; q?: string }) => {
    const updated = new URLSearchParams(params);
    if (next.category === LATEST) updated.delete('category');
    else if (next.category !== undefined) updated.set('category', next.category);
    if (next.q !== undefined) {
      if (next.q) updated.set('q', next.q);
      else updated.delete('q');
    }
    if (next.page && next.page > 1) updated.set('page', String(next.page));
    else updated.delete('page');
    setParams(updated);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const selectCategory = (id: string) => change({ category: id, q: '' });

  // A page past the end (an old link, or threads removed since) moves to the last page there is.
  const pastTheEnd = !!data && !loading && !error && data.total > 0 && page > data.lastPage;
  useEffect(() => {
    if (!pastTheEnd || !data) return;
    const updated = new URLSearchParams(params);
    updated.set('page', String(data.lastPage));
    setParams(updated, { replace: true });
  }, [pastTheEnd, data, params, setParams]);

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('list.title')}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t('list.subtitle')}
          </Text>
        </Box>
        {signedIn && (
          <Button asChild colorPalette="brand" size={{ base: 'md', md: 'lg' }}>
            <RouterLink to={createHref(category)}>
              <PlusIcon />
              {t('list.create')}
            </RouterLink>
          </Button>
        )}
      </Flex>

      <Grid templateColumns={{ base: '1fr', md: '240px 1fr', lg: '280px 1fr' }} gap={{ base: '4', md: '6' }} alignItems="start">
        {wide && (
          <Box position="sticky" top="4">
            <CategorySidebar selected={keyword ? null : category} onSelect={selectCategory} canCreate={signedIn} counts={data?.categoryCounts} />
          </Box>
        )}
        <Stack gap="4" minW="0">
          {!wide && <CategorySelect selected={keyword ? null : category} onSelect={selectCategory} counts={data?.categoryCounts} />}
          <SearchBar keyword={keyword} onSearch={(q) => change({ q })} />
          <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Heading as="h2" size="lg">
              {keyword ? t('list.searchResults', { keyword }) : category === LATEST ? t('categories.latest') : categoryName(t, category)}
            </Heading>
            {data && !loading && !error && (
              <Text color="fg.muted" fontSize="sm">
                {t('list.count', { count: data.total })}
              </Text>
            )}
          </Flex>
          <ThreadList
            data={data}
            error={error}
            loading={loading}
            onRetry={refetch}
            keyword={keyword}
            everyCategory={category === LATEST}
            signedIn={signedIn}
            createHref={createHref(category)}
          />
          {data && !loading && !error && (
            <Pagination page={Math.min(page, data.lastPage)} totalPages={data.lastPage} onPageChange={(next) => change({ page: next })} />
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}
