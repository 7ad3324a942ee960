import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons';

/** A star and the rating, read out in full by screen readers. */
export function CourseRating({ rating }: { rating: number }) {
  const { t } = useTranslation('shell');
  const label = t('golf.rating', { rating: rating.toFixed(1) });
  return (
    <HStack gap="1" color="orange.500" aria-label={label} role="img" title={label}>
      <StarIcon boxSize="4" />
      <Text fontWeight="semibold" color="fg" fontSize="sm">
        {rating.toFixed(1)}
      </Text>
    </HStack>
  );
}
