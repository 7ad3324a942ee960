import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Course } from '@golf/contract/golf';
import { TEES_PER_COURSE_MAX } from '@golf/contract/golf';
import { errorText } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { toastSuccess } from '@golf/shared/theme/toaster';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { NotFoundWithWayBack } from '@golf/shared/components/NotFoundWithWayBack';
import { PageHeading } from '@golf/shared/components/PageHeading';
import { TextField } from '../../../components/TextField';
import { useLanguage } from '../../../utils/language';
import { useCourse } from '../../courses/api/get-course';
import { createCourse } from '../api/create-course';
import { updateCourse } from '../api/update-course';
import { courseFormOf, coursePayload, emptyTee, type CourseForm, type TeeForm } from '../utils/course-form';

/** /golf/admin/new and /golf/admin/{id}: a course and its tees, the whole form at once. */
export function CourseFormPage() {
  const { courseId } = useParams();
  if (!courseId) return <CourseEditor />;
  return <ExistingCourse id={courseId} />;
}

function ExistingCourse({ id }: { id: string }) {
  const { t } = useTranslation('golf');
  const { data: course, error, loading, refetch } = useCourse(id);
  if (loading && course === undefined) return <LoadingState />;
  if (error && course === undefined) return <ErrorState message={t('admin.loadFailed')} onRetry={() => void refetch()} />;
  if (!course) return <NotFoundWithWayBack title={t('admin.notFound')} hint={t('admin.notFoundHint')} to="/golf/admin" back={t('admin.backToCourses')} />;
  return <CourseEditor course={course} />;
}

const PARTS = ['full', 'front', 'back'] as const;

function CourseEditor({ course }: { course?: Course }) {
  const { t } = useTranslation('golf');
  const language = useLanguage();
  const navigate = useNavigate();
  const [form, setForm] = useState<CourseForm>(() => courseFormOf(course));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const setTee = (at: number, change: (tee: TeeForm) => TeeForm) => setForm((current) => ({ ...current, tees: current.tees.map((tee, index) => (index === at ? change(tee) : tee)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      if (course) await updateCourse(course.id, coursePayload(form));
      else await createCourse(coursePayload(form));
      await invalidateQueries(['golf', 'courses']);
      toastSuccess(t('admin.saved'));
      navigate('/golf/admin');
    } catch (error) {
      setFailure(errorText(error, t('admin.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const title = course ? t('admin.editTitle', { name: course.name[language] }) : t('admin.addTitle');
  return (
    <Stack gap="6" data-testid="course-form">
      <PageHeading title={title} />
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField label={t('admin.nameZh')} name="nameZh" required>
              <Input recipe={inputRecipe} name="nameZh" lang="zh-Hant" value={form.nameZh} maxLength={100} onChange={(event) => setForm({ ...form, nameZh: event.target.value })} />
            </TextField>
            <TextField label={t('admin.nameEn')} name="nameEn" required>
              <Input recipe={inputRecipe} name="nameEn" lang="en" value={form.nameEn} maxLength={100} onChange={(event) => setForm({ ...form, nameEn: event.target.value })} />
            </TextField>
          </SimpleGrid>
          {form.tees.map((tee, at) => (
            <Box key={tee.id ?? `new-${at}`} as="fieldset" borderWidth="1px" borderRadius="l3" p={{ base: '3', md: '5' }} data-testid="tee-form">
              <Stack gap="4">
                <Flex justify="space-between" align="center">
                  <Heading as="legend" size="md">
                    {t('admin.tee', { number: at + 1 })}
                  </Heading>
                  {form.tees.length > 1 && (
                    <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setForm({ ...form, tees: form.tees.filter((_, index) => index !== at) })}>
                      {t('admin.removeTee')}
                    </Button>
                  )}
                </Flex>
                <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
                  <TextField label={t('admin.teeName')} name={`tee-${at}-name`} required>
                    <Input recipe={inputRecipe} value={tee.name} maxLength={40} onChange={(event) => setTee(at, (current) => ({ ...current, name: event.target.value }))} />
                  </TextField>
                  <TextField label={t('admin.colour')} name={`tee-${at}-colour`} required>
                    <Input recipe={inputRecipe} type="color" value={tee.colour} onChange={(event) => setTee(at, (current) => ({ ...current, colour: event.target.value }))} />
                  </TextField>
                  <TextField label={t('admin.source')} name={`tee-${at}-source`} required>
                    <Input recipe={inputRecipe} value={tee.source} maxLength={200} onChange={(event) => setTee(at, (current) => ({ ...current, source: event.target.value }))} />
                  </TextField>
                  <TextField label={t('admin.effectiveFrom')} name={`tee-${at}-effective`} required>
                    <Input recipe={inputRecipe} type="date" value={tee.effectiveFrom} onChange={(event) => setTee(at, (current) => ({ ...current, effectiveFrom: event.target.value }))} />
                  </TextField>
                </SimpleGrid>
                <Text fontWeight="semibold">{t('admin.ratings')}</Text>
                <SimpleGrid columns={{ base: 2, md: 6 }} gap="3" alignItems="end">
                  {PARTS.map((part) => {
                    const partName = t(`courses.${part}`);
                    return [
                      <TextField key={`${part}-cr`} label={t('admin.courseRating', { part: partName })} name={`tee-${at}-${part}-cr`} required>
                        <Input recipe={inputRecipe} inputMode="decimal" value={tee.ratings[part].courseRating} onChange={(event) => setTee(at, (current) => ({ ...current, ratings: { ...current.ratings, [part]: { ...current.ratings[part], courseRating: event.target.value } } }))} />
                      </TextField>,
                      <TextField key={`${part}-slope`} label={t('admin.slope', { part: partName })} name={`tee-${at}-${part}-slope`} required>
                        <Input recipe={inputRecipe} inputMode="numeric" value={tee.ratings[part].slope} onChange={(event) => setTee(at, (current) => ({ ...current, ratings: { ...current.ratings, [part]: { ...current.ratings[part], slope: event.target.value } } }))} />
                      </TextField>,
                    ];
                  })}
                </SimpleGrid>
                <Box>
                  <Text fontWeight="semibold">{t('admin.holes')}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('admin.holesHint')}
                  </Text>
                </Box>
                <Grid templateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)', lg: 'repeat(9, 1fr)' }} gap="2">
                  {tee.holes.map((hole, index) => (
                    <Box key={index} borderWidth="1px" borderRadius="l2" p="1.5">
                      <Text fontSize="xs" color="fg.muted" textAlign="center">
                        {t('admin.holeNumber', { number: index + 1 })}
                      </Text>
                      <Flex gap="1">
                        <Input recipe={inputRecipe} size="sm" inputMode="numeric" aria-label={t('admin.parOf', { number: index + 1 })} value={hole.par} onChange={(event) => setTee(at, (current) => ({ ...current, holes: current.holes.map((other, h) => (h === index ? { ...other, par: event.target.value } : other)) }))} />
                        <Input recipe={inputRecipe} size="sm" inputMode="numeric" aria-label={t('admin.siOf', { number: index + 1 })} value={hole.strokeIndex} onChange={(event) => setTee(at, (current) => ({ ...current, holes: current.holes.map((other, h) => (h === index ? { ...other, strokeIndex: event.target.value } : other)) }))} />
                      </Flex>
                    </Box>
                  ))}
                </Grid>
              </Stack>
            </Box>
          ))}
          {form.tees.length < TEES_PER_COURSE_MAX && (
            <Button variant="outline" alignSelf="flex-start" onClick={() => setForm({ ...form, tees: [...form.tees, emptyTee()] })}>
              {t('admin.addTee')}
            </Button>
          )}
          {failure && (
            <Text role="alert" color="red.600" fontWeight="medium">
              {failure}
            </Text>
          )}
          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Button asChild variant="outline">
              <RouterLink to="/golf/admin">{t('admin.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={t('admin.saving')}>
              {t('admin.save')}
            </Button>
          </Flex>
        </Stack>
      </form>
    </Stack>
  );
}
