import { initialsOf } from '@golf/shared/utils/initials';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { DataList } from '@chakra-ui/react/data-list';
import { dataListSlotRecipe } from '@golf/shared/theme/recipes/data-list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@golf/contract/profile';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { formatMemberId } from '@golf/shared/utils/member-id';
import { monthYear } from '../utils/format';

/** Name, member id, member since and the contact and golf details the member gave. */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('membership');
  const missing = t('personal.notProvided');
  const phone = [profile.countryCode, profile.phone].filter(Boolean).join(' ');
  const rows = [
    { key: 'memberSince', label: t('personal.memberSince'), value: monthYear(profile.memberSince, t) },
    { key: 'email', label: t('personal.email'), value: profile.email },
    { key: 'phone', label: t('personal.phone'), value: phone },
    { key: 'gender', label: t('personal.gender'), value: profile.gender ? t(`gender.${profile.gender}`) : null },
    { key: 'handicapIndex', label: t('personal.handicapIndex'), value: profile.handicapIndex == null ? null : profile.handicapIndex.toFixed(1) },
    { key: 'kscId', label: t('personal.kscId'), value: profile.kscId },
  ];

  return (
    <Card.Root recipe={cardSlotRecipe} variant="outline" h="full">
      <Card.Header>
        <Card.Title>{t('personal.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="5">
        <HStack gap="4">
          <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="brand">
            {profile.imageFileId && <Avatar.Image src={fileUrl(profile.imageFileId)} alt="" />}
            <Avatar.Fallback>{initialsOf(profile.fullName)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" fontSize="xl" data-testid="member-name" wordBreak="break-word">
              {profile.fullName}
            </Text>
            <Text color="fg.muted" fontFamily="mono" aria-label={t('personal.memberId')} data-testid="member-id">
              {formatMemberId(profile.numericId)}
            </Text>
          </Stack>
        </HStack>
        <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="md" gap="3">
          {rows.map((row) => (
            <DataList.Item key={row.key} data-testid={`personal-${row.key}`}>
              <DataList.ItemLabel minW="32">{row.label}</DataList.ItemLabel>
              <DataList.ItemValue color={row.value ? undefined : 'fg.subtle'} wordBreak="break-word">
                {row.value || missing}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/settings">{t('personal.edit')}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
