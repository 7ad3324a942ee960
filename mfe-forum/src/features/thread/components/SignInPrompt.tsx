import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Shown to visitors instead of the reply form. */
export function SignInPrompt() {
  const { t } = useTranslation('forum');
  const location = useLocation();
  return (
    <Stack align="center" gap="3" py="6" px="4" bg="brand.subtle" borderRadius="lg" textAlign="center">
      <Text fontWeight="medium">{t('replyForm.signInPrompt')}</Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/login" state={{ from: location.pathname }}>
          {t('replyForm.signIn')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
