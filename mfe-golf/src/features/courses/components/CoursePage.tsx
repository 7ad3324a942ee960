import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { tableSlotRecipe } from '@golf/shared/theme/recipes/table';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { useCourse } from '../api/get-course';
import { DemoNotice } from './DemoNotice';
import { TeeRatings } from './TeeRatings';

/** /golf/courses/{id}: a course's scorecard, tee by tee: par and stroke index of each hole. */
export function CoursePage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { courseId = '' } = useParams();
  const { data: course, error, loading, refetch } = useCourse(courseId);
  if (loading && course === undefined) return <LoadingState />;
  if (error && course === undefined) return <ErrorState message={t('courses.loadFailed')} onRetry={() => void refetch()} />;
  if (!course) return <NotFoundWithWayBack title={t('courses.notFound')} hint={t('courses.notFoundHint')} to="/golf/courses" back={t('courses.backToCourses')} />;
  return (
    <Stack gap="6" data-testid="golf-course">
      <PageHeading title={course.name[language]} subtitle={course.name[language === 'zh' ? 'en' : 'zh']} />
      {course.demo && <DemoNotice />}
      {course.tees.map((tee) => (
        <Stack key={tee.id} gap="3">
          <TeeRatings tee={tee} />
          <Box overflowX="auto" tabIndex={0} aria-label={tee.name}>
            <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
              <Table.Body>
                {(['hole', 'par', 'strokeIndex'] as const).map((row) => (
                  <Table.Row key={row}>
                    <Table.ColumnHeader scope="row">{t(`courses.${row}`)}</Table.ColumnHeader>
                    {tee.holes.map((hole, at) => (
                      <Table.Cell key={at} textAlign="center" px="1.5">
                        {row === 'hole' ? at + 1 : hole[row]}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
