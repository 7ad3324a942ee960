import { Card } from '@chakra-ui/react/card';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stat } from '@chakra-ui/react/stat';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

interface BenefitCardsProps {
  freePractice: number;
  points: number;
}

/** The two numbers a member checks first: free practices left and reward points. */
export function BenefitCards({ freePractice, points }: BenefitCardsProps) {
  const { t } = useTranslation('membership');
  const cards = [
    { key: 'freePractice', label: t('benefits.freePractice'), value: freePractice, hint: t('benefits.freePracticeHint'), icon: '⛳' },
    { key: 'points', label: t('benefits.points'), value: points, hint: t('benefits.pointsHint'), icon: '★' },
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {cards.map((card) => (
        <Card.Root key={card.key} variant="elevated" data-testid={`benefit-${card.key}`}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>
                <Text as="span" aria-hidden="true" color="brand.600">
                  {card.icon}
                </Text>
                {card.label}
              </Stat.Label>
              <Stat.ValueText fontSize="3xl" color="brand.700">
                {card.value.toLocaleString()}
              </Stat.ValueText>
              <Stat.HelpText>{card.hint}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
