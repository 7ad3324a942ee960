import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Wrap } from '@chakra-ui/react/wrap';
import { Tag } from '@chakra-ui/react/tag';
import { tagSlotRecipe } from '@golf/shared/theme/recipes/tag';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { PinIcon } from '../../../components/icons';
import { CARD_FEATURE_LIMIT, type GolfCourse } from '../data/golf-courses';
import { CourseRating } from './CourseRating';

/** A course in the grid: the first 3 features and a '+N more' chip (spec 01 §2). */
export function CourseCard({ course, onOpen }: { course: GolfCourse; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const shown = course.features.slice(0, CARD_FEATURE_LIMIT);
  const hidden = course.features.length - shown.length;
  const name = t(`golf.courses.${course.id}.name`);
  return (
    <Card.Root recipe={cardSlotRecipe}
      as="article"
      overflow="hidden"
      h="full"
      cursor="pointer"
      onClick={onOpen}
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
      data-testid="course-card"
    >
      <ImageWithFallback src={course.image} alt={name} aspectRatio={16 / 10} objectFit="cover" w="full" />
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" lineHeight="short">
            {name}
          </Heading>
          <CourseRating rating={course.rating} />
        </HStack>
        <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
          <PinIcon boxSize="4" mt="0.5" flexShrink={0} />
          <Text>{t(`golf.courses.${course.id}.location`)}</Text>
        </HStack>
        <HStack gap="2">
          <Badge colorPalette="brand" variant="subtle">
            {t('golf.holes', { count: course.holes })}
          </Badge>
          <Badge variant="outline">{t('golf.par', { par: course.par })}</Badge>
        </HStack>
        <Wrap gap="1.5" data-testid="course-features">
          {shown.map((feature) => (
            <Tag.Root recipe={tagSlotRecipe} key={feature} size="sm" variant="surface">
              <Tag.Label>{t(`golf.features.${feature}`)}</Tag.Label>
            </Tag.Root>
          ))}
          {hidden > 0 && (
            <Tag.Root recipe={tagSlotRecipe} size="sm" colorPalette="brand" variant="solid" data-testid="more-features">
              <Tag.Label>{t('golf.moreFeatures', { count: hidden })}</Tag.Label>
            </Tag.Root>
          )}
        </Wrap>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" colorPalette="brand" w="full" aria-label={`${t('golf.viewDetails')}: ${name}`}>
          {t('golf.viewDetails')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
