import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';

/** One titled card of a page (settings, family). */
export function SectionCard({ title, description, children, testId }: { title: string; description?: string; children: ReactNode; testId: string }) {
  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" data-testid={testId} as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
