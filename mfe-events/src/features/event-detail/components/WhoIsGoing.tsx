import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { FamilyParticipant } from '@golf/contract/event-shapes';
import { formatPrice } from '../../../utils/event-format';

interface WhoIsGoingProps {
  family: FamilyParticipant[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  tooMany?: boolean;
  remaining?: number | null;
  /** The waiting list's choice of who waits (decision 97): no prices, each waits for their own place. */
  waiting?: boolean;
}

/**
 * The booking dialog's choice of who goes, each with their own price; all of them or none get
 * places. With `waiting`, the waiting-list dialog's choice of who waits, one place each.
 */
export function WhoIsGoing({ family, chosen, onChange, tooMany = false, remaining = null, waiting = false }: WhoIsGoingProps) {
  const { t } = useTranslation('events');
  const toggle = (personId: string, on: boolean) => onChange(on ? family.map((person) => person.personId).filter((id) => id === personId || chosen.includes(id)) : chosen.filter((id) => id !== personId));
  const total = family.filter((person) => chosen.includes(person.personId)).reduce((sum, person) => sum + person.price, 0);
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3">
      <Text as="legend" px="1" fontWeight="semibold" fontSize="sm">
        {t(waiting ? 'family.whoWaits' : 'family.whoIsGoing')}
      </Text>
      <Stack gap="2" data-testid="who-is-going">
        {family.map((person) => (
          <HStack as="label" key={person.personId} justify="space-between" gap="3" cursor="pointer" minH="2.75rem">
            <HStack gap="3">
              <input
                type="checkbox"
                style={{ width: '1.25rem', height: '1.25rem', accentColor: 'var(--chakra-colors-brand-600)' }}
                checked={chosen.includes(person.personId)}
                onChange={(e) => toggle(person.personId, e.target.checked)}
              />
              <Text>{person.self ? t('family.you', { name: person.fullName }) : person.fullName}</Text>
            </HStack>
            {!waiting && (
              <Text color="gray.600" fontSize="sm">
                {formatPrice(person.price, t)}
              </Text>
            )}
          </HStack>
        ))}
      </Stack>
      <Text mt="2" fontSize="sm" fontWeight="semibold" aria-live="polite">
        {chosen.length === 0 ? t('family.chooseSomeone') : waiting ? t('family.waitCount', { count: chosen.length }) : t('family.total', { count: chosen.length, amount: formatPrice(total, t) })}
      </Text>
      {tooMany && (
        <Text mt="1" fontSize="sm" color="red.600" role="alert">
          {t('family.notEnoughPlaces', { count: remaining ?? 0 })}
        </Text>
      )}
      <Text mt="1" fontSize="xs" color="gray.600">
        {t(waiting ? 'family.waitHint' : 'family.allOrNone')}
      </Text>
    </Box>
  );
}
