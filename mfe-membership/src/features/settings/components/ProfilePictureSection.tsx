import { initialsOf } from '@golf/shared/utils/initials';
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '@chakra-ui/react/avatar';
import { avatarSlotRecipe } from '@golf/shared/theme/recipes/avatar';
import { Button } from '@chakra-ui/react/button';
import { Progress } from '@chakra-ui/react/progress';
import { progressSlotRecipe } from '@golf/shared/theme/recipes/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { fileUrl } from '@golf/shared/api/runtime-config';
import type { Profile } from '@golf/contract/profile';
import { uploadFile } from '@golf/shared/api/upload-file';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { updateProfilePicture } from '../api/update-profile-picture';
import { useObjectUrl } from '../hooks/use-object-url';
import { IMAGE_ACCEPT } from '@golf/contract/limits';
import { pictureProblem, refusedPictureProblem } from '../utils/picture-file';
import { SectionCard } from '../../../components/SectionCard';

type Step = { name: 'idle' } | { name: 'uploading'; percent: number } | { name: 'saving' } | { name: 'removing' };

/**
 * Choose an image, see it, upload it (POST /cms/file) and make it the profile picture; or remove
 * the picture (the initials show again).
 */
export function ProfilePictureSection({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useTranslation('membership');
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'idle' });
  // The file already stored for this choice: when only the second call failed, a retry does not
  // upload the same image again.
  const uploaded = useRef<{ file: File; fileId: string } | null>(null);
  const preview = useObjectUrl(chosen);
  const busy = step.name !== 'idle';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire a change too
    if (!file) return;
    const found = pictureProblem(file);
    setProblem(found);
    // A refused file never replaces a valid choice: what the member picked before stays.
    if (!found) setChosen(file);
  };

  const drop = () => {
    setChosen(null);
    setProblem(null);
  };

  const upload = async () => {
    if (!chosen) return;
    let fileId: string;
    if (uploaded.current?.file === chosen) fileId = uploaded.current.fileId;
    else {
      setStep({ name: 'uploading', percent: 0 });
      try {
        ({ fileId } = await uploadFile(chosen, (percent) => setStep({ name: 'uploading', percent })));
        uploaded.current = { file: chosen, fileId };
      } catch (error) {
        const refused = refusedPictureProblem(error);
        if (refused) setProblem(refused);
        else toastError(t('errors.uploadFailed'), errorText(error, '') || undefined);
        setStep({ name: 'idle' });
        return;
      }
    }
    setStep({ name: 'saving' });
    try {
      const saved = await updateProfilePicture(fileId);
      toastSuccess(t('picture.success'));
      setChosen(null);
      onSaved(saved);
    } catch (error) {
      toastError(t('errors.profilePictureUpdateFailed'), errorText(error, '') || undefined);
    } finally {
      setStep({ name: 'idle' });
    }
  };

  const remove = async () => {
    setStep({ name: 'removing' });
    try {
      const saved = await updateProfilePicture(null);
      toastSuccess(t('picture.removed'));
      onSaved(saved);
    } catch (error) {
      toastError(t('errors.profilePictureUpdateFailed'), errorText(error, '') || undefined);
    } finally {
      setStep({ name: 'idle' });
    }
  };

  const current = profile.imageFileId ? fileUrl(profile.imageFileId) : undefined;
  return (
    <SectionCard title={t('picture.title')} testId="settings-picture">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'flex-start', sm: 'center' }}>
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl" boxSize="24" colorPalette="brand" data-testid="picture-avatar">
          {(preview ?? current) && (
            <Avatar.Image src={preview ?? current} alt={preview ? t('picture.preview') : t('picture.current')} />
          )}
          <Avatar.Fallback>{initialsOf(profile.fullName)}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="3" flex="1" w="full">
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={choose} data-testid="picture-input" aria-label={t('picture.choose')} />
          <HStack gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={busy}>
              {chosen ? t('picture.change') : t('picture.choose')}
            </Button>
            {chosen && (
              <>
                <Button colorPalette="brand" onClick={() => void upload()} loading={busy} loadingText={step.name === 'saving' ? t('picture.saving') : t('picture.save')}>
                  {t('picture.save')}
                </Button>
                <Button variant="ghost" onClick={drop} disabled={busy}>
                  {t('picture.cancel')}
                </Button>
              </>
            )}
            {!chosen && current && (
              <Button variant="ghost" colorPalette="red" onClick={() => void remove()} loading={step.name === 'removing'} loadingText={t('picture.removing')} disabled={busy}>
                {t('picture.remove')}
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('picture.hint')} · {t('picture.maxSize')}
          </Text>
          {step.name === 'uploading' && (
            <Stack gap="1" maxW="sm">
              <Progress.Root recipe={progressSlotRecipe} value={step.percent} size="sm" colorPalette="brand">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted">
                {t('picture.uploading', { percent: step.percent })}
              </Text>
            </Stack>
          )}
          {problem && (
            <Text color="red.600" fontSize="sm" role="alert">
              {t(problem)}
            </Text>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
