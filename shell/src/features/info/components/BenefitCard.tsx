import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

interface BenefitCardProps {
  number: number;
  title: string;
  text: string;
  highlight: string;
}

/** One numbered benefit with its value or condition as a badge. */
export function BenefitCard({ number, title, text, highlight }: BenefitCardProps) {
  return (
    <Card.Root recipe={cardSlotRecipe} as="article" h="full" borderTopWidth="4px" borderTopColor="brand.500" data-testid="benefit-card">
      <Card.Body gap="4">
        <HStack gap="4" align="center">
          <Box
            boxSize="12"
            flexShrink={0}
            borderRadius="full"
            bg="brand.600"
            color="white"
            fontWeight="bold"
            fontSize="xl"
            display="flex"
            alignItems="center"
            justifyContent="center"
            aria-hidden
          >
            {number}
          </Box>
          <Heading as="h2" size="xl">
            {title}
          </Heading>
        </HStack>
        <Text color="fg.muted">{text}</Text>
        <Box>
          <Badge colorPalette="brand" variant="solid" size="lg">
            {highlight}
          </Badge>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
