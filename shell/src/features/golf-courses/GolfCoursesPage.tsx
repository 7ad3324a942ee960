import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import '../../i18n/golf-courses';
import { PageHero } from '../../components/PageHero';
import { CourseCard } from './components/CourseCard';
import { CourseDialog } from './components/CourseDialog';
import { GOLF_COURSES, type GolfCourse } from './data/golf-courses';

/** /golfcourses: a bilingual hero, the built-in courses in 1/2/3 columns, and a detail dialog. */
export default function GolfCoursesPage() {
  const { t, i18n } = useTranslation('shell');
  const [selected, setSelected] = useState<GolfCourse | null>(null);
  return (
    <Stack gap={{ base: '6', md: '10' }}>
      <PageHero title={t('golf.title')} subtitle={t('golf.subtitle')}>
        {/* Bilingual hero: the title in the other language too. */}
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="brand.100" lang={i18n.language?.startsWith('en') ? 'zh-Hant' : 'en'}>
          {t('golf.otherLanguageTitle')}
        </Text>
      </PageHero>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="course-grid">
        {GOLF_COURSES.map((course) => (
          <CourseCard key={course.id} course={course} onOpen={() => setSelected(course)} />
        ))}
      </SimpleGrid>
      <CourseDialog course={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
