import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Junior } from '@golf/contract/family';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { readableDate } from '@golf/shared/utils/relative-time';
import { useMembershipPayment } from '../../membership/hooks/use-membership-payment';
import { membershipStateOf } from '../../membership/utils/membership-status';
import { useJuniorMemberCard } from '../api/get-junior-member-card';

/**
 * A junior's own annual membership on the family page (issue 39 point 4): its state, Join or Renew
 * paid from the guardian's account, and the junior's member card to show at the door.
 */
export function JuniorMembership({ junior, name }: { junior: Junior; name: string }) {
  const { t, i18n } = useTranslation('family');
  const language = i18n.language.startsWith('en') ? 'en' : 'zh';
  const state = membershipStateOf({ membershipStatus: junior.membership.status, annualMembershipExpiredAt: junior.membership.expiresAt });
  const payment = useMembershipPayment(junior._id);
  const [showCard, setShowCard] = useState(false);
  const card = useJuniorMemberCard(junior._id, showCard && state.tier === 'annual');
  const until = state.tier !== 'guest' && state.validUntil.kind !== 'forever' ? readableDate(state.validUntil.date.toISOString(), language) : null;

  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" data-testid="junior-membership" data-state={state.tier}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Badge colorPalette={state.tier === 'annual' ? 'green' : state.tier === 'expired' ? 'orange' : 'gray'} variant="subtle">
          {state.tier === 'annual' ? (until ? t('membership.activeUntil', { date: until }) : t('membership.active')) : state.tier === 'expired' ? t('membership.expired') : t('membership.none')}
        </Badge>
        <Flex gap="2" wrap="wrap">
          {state.tier !== 'annual' && (
            <Button size="sm" colorPalette="brand" loading={payment.pending === 'join'} onClick={() => void payment.start('join')} aria-label={t('membership.joinFor', { name })}>
              {t('membership.join')}
            </Button>
          )}
          {state.tier === 'annual' && state.canRenew && (
            <Button size="sm" colorPalette="brand" variant="outline" loading={payment.pending === 'renew'} onClick={() => void payment.start('renew')} aria-label={t('membership.renewFor', { name })}>
              {t('membership.renew')}
            </Button>
          )}
          {state.tier === 'annual' && (
            <Button size="sm" variant="outline" onClick={() => setShowCard((shown) => !shown)} aria-expanded={showCard} aria-label={t(showCard ? 'membership.hideCardOf' : 'membership.showCardOf', { name })}>
              {t(showCard ? 'membership.hideCard' : 'membership.showCard')}
            </Button>
          )}
        </Flex>
      </Flex>
      {state.tier === 'annual' && state.canRenew && <Text fontSize="sm" color="orange.700">{t('membership.renewDue', { count: state.daysLeft ?? 0 })}</Text>}
      {showCard && state.tier === 'annual' && (
        <Stack align="center" gap="1" data-testid="junior-member-card">
          {card.loading && !card.data && <LoadingState />}
          {card.error && !card.loading ? <ErrorState message={t('membership.cardFailed')} onRetry={() => void card.refetch()} /> : null}
          {card.data && (
            <>
              <Image src={card.data} alt={t('membership.cardAlt', { name })} boxSize="48" />
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('membership.cardHint')}
              </Text>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
