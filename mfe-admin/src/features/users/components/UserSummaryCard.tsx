import { initialsOf } from '@golf/shared/utils/initials';
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { cardSlotRecipe } from '@golf/shared/theme/recipes/card';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { IMAGE_TYPES, isImageTooLarge } from '@golf/contract/limits';
import { uploadFile } from '@golf/shared/api/upload-file';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { formatMemberId } from '@golf/shared/utils/member-id';
import { CameraIcon } from '../../../components/icons';
import { toastFailure } from '../../../components/toast-failure';
import { updateUserField } from '../api/update-user-field';
import type { AdminUser } from '@golf/contract/profile';
import { AccountStatusBadge, GroupBadge, MembershipBadge } from './UserStatusBadges';

/** Picture, name, number and badges; the picture is changed here (upload, then imageFileId). */
export function UserSummaryCard({ user, onChange }: { user: AdminUser; onChange: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return toastError(t('userDetail.toast.pictureType'));
    if (isImageTooLarge(file.size)) return toastError(t('userDetail.toast.pictureSize'));
    setUploading(true);
    try {
      const { fileId } = await uploadFile(file);
      onChange(await updateUserField(user._id, 'imageFileId', fileId));
      toastSuccess(t('userDetail.toast.pictureUpdated'));
    } catch (error) {
      toastFailure(t('userDetail.toast.pictureFailed'), error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card.Root recipe={cardSlotRecipe} mb="6" variant="outline" bg="white">
      <Card.Body>
        <Flex gap="5" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack align="center" gap="2">
            <Avatar.Root recipe={avatarSlotRecipe} size="2xl">
              <Avatar.Fallback>{initialsOf(user.fullName)}</Avatar.Fallback>
              {user.imageFileId && <Avatar.Image src={fileUrl(user.imageFileId)} alt={user.fullName} />}
            </Avatar.Root>
            <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={choose} data-testid="picture-input" />
            <Button size="xs" variant="outline" onClick={() => input.current?.click()} loading={uploading} loadingText={t('userDetail.uploadingPicture')}>
              <CameraIcon boxSize="3.5" /> {t('userDetail.changePicture')}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t('userDetail.pictureHint')}
            </Text>
          </Stack>
          <Stack gap="2" minW="0">
            <Text fontSize="xl" fontWeight="semibold">
              {user.fullName}
            </Text>
            <Text fontFamily="mono" color="fg.muted">
              {formatMemberId(user.numericId)}
            </Text>
            <Text color="fg.muted" wordBreak="break-all">
              {user.email}
            </Text>
            <HStack gap="2" wrap="wrap">
              <MembershipBadge user={user} />
              <GroupBadge user={user} />
              <AccountStatusBadge user={user} />
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
