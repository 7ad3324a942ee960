import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Image } from '@chakra-ui/react/image';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@golf/contract/profile';
import { errorText } from '@golf/shared/api/client';
import { ErrorState, LoadingState } from '@golf/shared/components/StatePanels';
import { formatMemberId } from '@golf/shared/utils/member-id';
import { useMembershipQrCode } from '../api/get-membership-qrcode';

/** 'data:image/svg+xml;…' → 'svg', so a saved card opens in any image viewer. */
function extensionOf(dataUrl: string): string {
  const type = /^data:image\/([a-z]+)/i.exec(dataUrl)?.[1]?.toLowerCase();
  return type === 'jpeg' ? 'jpg' : (type ?? 'png');
}

/** The card a member shows at the door: their QR code, name and member id. */
export function MemberQrCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('membership');
  const { data: src, error, loading, refetch } = useMembershipQrCode();
  const memberId = formatMemberId(profile.numericId);

  return (
    <Card.Root recipe={cardSlotRecipe} variant="elevated" maxW={{ md: 'md' }} data-testid="member-qr-card" overflow="hidden">
      <Card.Header bg="brand.700" color="white" py="4">
        <Card.Title>{t('qr.title')}</Card.Title>
      </Card.Header>
      <Card.Body alignItems="center" textAlign="center" gap="3">
        {loading && !src && <LoadingState />}
        {error && !loading ? <ErrorState message={errorText(error, t('qr.invalid'))} onRetry={() => void refetch()} /> : null}
        {src && !error && (
          <>
            <Image src={src} alt={t('qr.alt', { name: profile.fullName })} boxSize="60" data-testid="member-qr-image" />
            <Stack gap="0">
              <Text fontWeight="bold" fontSize="lg">
                {profile.fullName}
              </Text>
              <Text fontFamily="mono" color="fg.muted">
                {memberId}
              </Text>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {t('qr.hint')}
            </Text>
            <Button asChild size="sm" variant="outline">
              <a href={src} download={`member-${memberId.slice(1)}.${extensionOf(src)}`}>
                {t('qr.download')}
              </a>
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
