import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';

/** A list on a phone: one card per row of the table the wide screen shows. */
export function ListCards({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={label}>
      {children}
    </Stack>
  );
}

export function ListCard({ children, actions, dimmed }: { children: ReactNode; actions?: ReactNode; dimmed?: boolean }) {
  return (
    <Card.Root recipe={cardSlotRecipe} as="li" variant="outline" bg="white" opacity={dimmed ? 0.6 : 1} size="sm">
      <Card.Body gap="2">{children}</Card.Body>
      {actions && (
        <Card.Footer pt="0">
          <Flex gap="2" justify="flex-end" w="full" wrap="wrap">
            {actions}
          </Flex>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
