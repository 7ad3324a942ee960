import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useClub } from '@golf/shared/club/get-club';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { useMembershipPayment } from '../hooks/use-membership-payment';
import { longDate } from '../utils/format';
import { canJoin, type MembershipState, type ValidUntil } from '../utils/membership-status';

function ValidUntilText({ validUntil }: { validUntil: ValidUntil }) {
  const { t } = useTranslation('membership');
  if (validUntil.kind === 'forever') return <>{t('details.foreverValid')}</>;
  if (validUntil.kind === 'expired') {
    return (
      <Badge colorPalette="red" variant="subtle">
        {t('details.expired')}
      </Badge>
    );
  }
  return <>{longDate(validUntil.date, t)}</>;
}

function hintOf(state: MembershipState, t: TFunction): string | null {
  if (state.tier === 'guest') return t('details.guestHint');
  if (state.tier === 'expired') return t('details.expiredHint');
  if (state.canRenew) return t('details.renewHint', { count: state.daysLeft });
  if (state.validUntil.kind === 'forever') return t('details.foreverHint');
  return t('details.activeHint');
}

const TIER_BADGE = {
  guest: { colorPalette: 'gray', variant: 'outline' },
  expired: { colorPalette: 'red', variant: 'outline' },
  annual: { colorPalette: 'brand', variant: 'solid' },
} as const;
const TIER_TEXT = { guest: 'details.guest', expired: 'details.lapsed', annual: 'details.annual' } as const;

/** The fee as the API is configured (MEMBERSHIP_FEE_HKD), said before the checkout opens. */
function FeeText({ renew }: { renew: boolean }) {
  const { t } = useTranslation('membership');
  const club = useClub();
  if (club.error) return <Text fontSize="sm" color="fg.muted">{t('details.feeOnPaymentPage')}</Text>;
  if (!club.data) return <Skeleton h="6" w="64" />;
  const amount = `HK$${club.data.membershipFeeHkd.toLocaleString('en-HK')}`;
  return (
    <Text fontWeight="semibold" data-testid="membership-fee">
      {t(renew ? 'details.feeRenew' : 'details.feeJoin', { amount })}
    </Text>
  );
}

/** Guest, expired or Annual Membership, how long it runs, and Join or Renew when they apply. */
export function MembershipDetailsCard({ state }: { state: MembershipState }) {
  const { t } = useTranslation('membership');
  const { pending, start } = useMembershipPayment();
  const join = canJoin(state);
  const renew = state.tier === 'annual' && state.canRenew;
  const hint = hintOf(state, t);

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" h="full">
      <Card.Header>
        <Card.Title>{t('details.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="5">
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('details.type')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge size="lg" {...TIER_BADGE[state.tier]} data-testid="membership-tier">
                {t(TIER_TEXT[state.tier])}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          {state.tier !== 'guest' && (
            <DataList.Item>
              <DataList.ItemLabel minW="32">{t('details.validUntil')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="valid-until">
                <ValidUntilText validUntil={state.validUntil} />
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
        {hint && <Text color="fg.muted">{hint}</Text>}
      </Card.Body>
      {(join || renew) && (
        <Card.Footer>
          <Stack gap="3" w="full">
            <FeeText renew={renew} />
            {join && (
              <Button
                colorPalette="brand"
                size="lg"
                w={{ base: 'full', sm: 'auto' }}
                loading={pending === 'join'}
                loadingText={t('details.redirecting')}
                disabled={pending !== null}
                onClick={() => void start('join')}
              >
                {t('details.join')}
              </Button>
            )}
            {renew && (
              <Button
                colorPalette="brand"
                size="lg"
                w={{ base: 'full', sm: 'auto' }}
                loading={pending === 'renew'}
                loadingText={t('details.redirecting')}
                disabled={pending !== null}
                onClick={() => void start('renew')}
              >
                {t('details.renew')}
              </Button>
            )}
            <Text fontSize="sm" color="fg.muted" data-testid="payment-note">
              {t('details.paymentNote')}
            </Text>
          </Stack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
