import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/** What replaces a form once it succeeded, while the page counts down to the next one. */
export function SuccessPanel({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation('shell');
  return (
    <Alert.Root recipe={alertSlotRecipe} status="success" variant="subtle" borderRadius="md" data-testid="success-panel">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title fontSize="md">{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
        <HStack color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>{t('redirecting')}</Text>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
