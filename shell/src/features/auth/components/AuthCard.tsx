import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider for the sign-up form's two-column rows. */
  wide?: boolean;
}

/** The centred card every account page uses. */
export function AuthCard({ title, subtitle, children, footer, wide }: AuthCardProps) {
  return (
    <Card.Root recipe={cardSlotRecipe} maxW={wide ? 'xl' : 'md'} w="full" mx="auto" my={{ base: '2', md: '6' }} variant="elevated">
      <Card.Header gap="1">
        <Heading as="h1" size="2xl" color="brand.700">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && (
        <Card.Footer>
          <Stack gap="1" w="full" textAlign="center" fontSize="sm">
            {footer}
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
