import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stat } from '@chakra-ui/react/stat';
import { statSlotRecipe } from '@golf/shared/theme/recipes/stat';
import { Icon } from '@chakra-ui/react/icon';
import { useTranslation } from 'react-i18next';

// Drawn inline: an emoji would show as a box where no emoji font is installed.
function FlagIcon() {
  return (
    <Icon boxSize="4" color="brand.600" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 21V3l11 4-11 4" />
        <ellipse cx="9" cy="21" rx="5" ry="1" />
      </svg>
    </Icon>
  );
}

function StarIcon() {
  return (
    <Icon boxSize="4" color="brand.600" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
      </svg>
    </Icon>
  );
}

interface BenefitCardsProps {
  freePractice: number;
  points: number;
}

/** The two numbers a member checks first: free practices left and reward points. */
export function BenefitCards({ freePractice, points }: BenefitCardsProps) {
  const { t } = useTranslation('membership');
  const cards = [
    { key: 'freePractice', label: t('benefits.freePractice'), value: freePractice, hint: t('benefits.freePracticeHint'), icon: <FlagIcon /> },
    { key: 'points', label: t('benefits.points'), value: points, hint: t('benefits.pointsHint'), icon: <StarIcon /> },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {cards.map((card) => (
        <Card.Root recipe={cardSlotRecipe} key={card.key} variant="elevated" data-testid={`benefit-${card.key}`}>
          <Card.Body>
            <Stat.Root recipe={statSlotRecipe}>
              <Stat.Label>
                {card.icon}
                {card.label}
              </Stat.Label>
              <Stat.ValueText fontSize="3xl" color="brand.700">
                {card.value.toLocaleString()}
              </Stat.ValueText>
              <Stat.HelpText as="dd">{card.hint}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
