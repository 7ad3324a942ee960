import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { useCourses } from '../api/get-courses';
import { DemoNotice } from './DemoNotice';
import { TeeRatings } from './TeeRatings';

/** /golf/courses: the courses and tees rounds are played from, with their ratings. */
export function CoursesPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { data: courses, error, loading, refetch } = useCourses();
  return (
    <Stack gap="6" data-testid="golf-courses">
      <PageHeading title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <Link asChild color="brand.700" alignSelf="flex-start">
        <RouterLink to="/golfcourses">{t('courses.clubPage')}</RouterLink>
      </Link>
      {loading && !courses ? (
        <LoadingState />
      ) : error && !courses ? (
        <ErrorState message={t('courses.loadFailed')} onRetry={() => void refetch()} />
      ) : !courses?.length ? (
        <EmptyState title={t('courses.empty')} hint={t('courses.emptyHint')} />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {courses.map((course) => (
            <Box as="li" key={course.id} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} data-testid="course">
              <Stack gap="3">
                <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
                  <Heading as="h2" size="lg">
                    {course.name[language]}
                  </Heading>
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`/golf/courses/${course.id}`}>{t('courses.open')}</RouterLink>
                  </Button>
                </Flex>
                {course.demo && <DemoNotice />}
                {course.tees.map((tee) => (
                  <TeeRatings key={tee.id} tee={tee} />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
