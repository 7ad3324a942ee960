import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@golf/shared/auth/auth-store';
import { LoadingState } from '@golf/shared/components/StatePanels';
import '../../../i18n/forum-catalogue';
import { BackToList } from '../../../components/BackToList';
import { isSubcategory } from '../../../config/categories';
import { CreateDiscussionForm } from './CreateDiscussionForm';

/** /discussions/create[?category=id]: the new-thread form, or a sign-in prompt for visitors. */
export function CreateDiscussionPage() {
  const { t } = useTranslation('forum');
  const status = useAuthStore((state) => state.status);
  const [params] = useSearchParams();
  const location = useLocation();
  const requested = params.get('category');

  if (status === 'loading') return <LoadingState />;
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <BackToList label={t('create.back')} />
      {status === 'signedIn' ? (
        <Card.Root recipe={cardSlotRecipe} variant="outline">
          <Card.Header>
            <Heading as="h1" size="2xl">
              {t('create.title')}
            </Heading>
            <Text color="fg.muted">{t('create.subtitle')}</Text>
          </Card.Header>
          <Card.Body>
            <CreateDiscussionForm initialCategory={isSubcategory(requested) ? requested : ''} />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack align="center" textAlign="center" gap="4" py="12" px="4" bg="bg" borderWidth="1px" borderRadius="lg" role="status">
          <Heading as="h1" size="lg">
            {t('create.signInRequired')}
          </Heading>
          <Button asChild colorPalette="brand">
            <RouterLink to="/login" state={{ from: location.pathname + location.search }}>
              {t('create.signIn')}
            </RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
