import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Course } from '@golf/contract/golf';
import { errorText } from '@golf/shared/api/client';
import { ConfirmDialog } from '@golf/shared/components/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { useLanguage } from '../../../utils/language';
import { useCourses } from '../../courses/api/get-courses';
import { DemoNotice } from '../../courses/components/DemoNotice';
import { deleteCourse } from '../api/delete-course';

/** /golf/admin: the courses, to add, correct or delete. */
export function AdminCoursesPage() {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const { data: courses, error, loading, refetch } = useCourses();
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteCourse(deleting.id);
      toastSuccess(t('admin.deleted'));
      setDeleting(null);
      await invalidateQueries(['golf', 'courses']);
    } catch (failure) {
      toastError(errorText(failure, t('admin.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="6" data-testid="golf-admin">
      <PageHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/golf/admin/new">{t('admin.add')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/golf/admin/competitions">{t('competitions.manage')}</RouterLink>
        </Button>
      </Flex>
      {loading && !courses ? (
        <LoadingState />
      ) : error && !courses ? (
        <ErrorState message={t('admin.loadFailed')} onRetry={() => void refetch()} />
      ) : !courses?.length ? (
        <EmptyState title={t('admin.empty')} hint={t('admin.emptyHint')} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {courses.map((course) => (
            <Box as="li" key={course.id} borderWidth="1px" borderRadius="l2" p="4" data-testid="admin-course">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Box>
                  <Text fontWeight="semibold">{course.name[language]}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {course.name[language === 'zh' ? 'en' : 'zh']} · {t('admin.teesCount', { count: course.tees.length })}
                  </Text>
                  {course.demo && <DemoNotice />}
                </Box>
                <Flex gap="2">
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`/golf/admin/${course.id}`} aria-label={`${t('admin.edit')} ${course.name[language]}`}>
                      {t('admin.edit')}
                    </RouterLink>
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="red" aria-label={`${t('admin.delete')} ${course.name[language]}`} onClick={() => setDeleting(course)}>
                    {t('admin.delete')}
                  </Button>
                </Flex>
              </Flex>
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('admin.deleteTitle', { name: deleting?.name[language] ?? '' })}
        message={t('admin.deleteBody')}
        confirmLabel={t('admin.delete')}
        busyLabel={t('admin.saving')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
