import { useId, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { required } from '@golf/shared/forms/rules';
import { checkForm, useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { ImagePicker } from '../../../components/ImagePicker';
import { ImageUploadList } from '../../../components/ImageUploadList';
import { useImageUploads } from '../../../hooks/use-image-uploads';
import { REQUIRED_KEY } from '../../create-thread/utils/validate-discussion';
import { createReply } from '../api/create-reply';

type ReplyDraft = { content: string };
const EMPTY: ReplyDraft = { content: '' };
// The words are required after trimming; Post stays disabled until they are there, so no message shows.
const RULES: FieldRules<ReplyDraft> = { content: required(REQUIRED_KEY) };

/**
 * A member's reply: text (required after trimming) and up to 5 images, uploaded as they are
 * picked. Posting is disabled while the text is empty, a post is on its way or images upload.
 * A posted reply invalidates the thread's replies (they load again, the old ones kept on screen)
 * and the thread lists (their reply counts).
 */
export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation('forum');
  const { values, setField, reset } = useForm(EMPTY, RULES);
  const [posting, setPosting] = useState(false);
  // Tied by hand: Field and Textarea may come from bundles with different Ark field contexts.
  const textId = useId();
  const images = useImageUploads({
    onTooMany: () => toastError(t('replyForm.tooManyTitle'), t('replyForm.tooMany')),
    onInvalid: (file, problem) => toastError(t('uploads.uploadFailed'), t(`uploads.${problem}`, { name: file.name })),
    onUploadFailed: (file) => toastError(t('uploads.uploadFailed'), t('uploads.failedFile', { name: file.name })),
    onUploaded: (count) => toastSuccess(t('uploads.uploaded'), t('uploads.uploadedHint', { count })),
  });
  const text = values.content.trim();
  const canPost = Object.keys(checkForm(values, RULES)).length === 0 && !posting && !images.uploading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    setPosting(true);
    try {
      await createReply(threadId, { content: text, attachments: images.fileIds });
      toastSuccess(t('replyForm.posted'), t('replyForm.postedHint'));
      reset();
      images.clear();
      void invalidateQueries(['discussions', 'replies', threadId]);
      void invalidateQueries(['discussions', 'list']);
    } catch (error) {
      // The text and images stay, so the member can simply try again.
      toastError(t('replyForm.failed'), errorText(error, t('replyForm.failedHint')));
    } finally {
      setPosting(false);
    }
  };

  return (
    <Box as="form" onSubmit={submit} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} aria-label={t('replyForm.title')}>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {t('replyForm.title')}
        </Heading>
        <Field.Root recipe={fieldSlotRecipe} id={textId}>
          <Field.Label srOnly>{t('replyForm.label')}</Field.Label>
          <Textarea recipe={textareaRecipe}
            id={textId}
            value={values.content}
            onChange={(event) => setField('content', event.target.value)}
            placeholder={t('replyForm.placeholder')}
            rows={4}
            autoresize
            maxLength={5000}
          />
          <Field.HelperText>{t('replyForm.imagesHint')}</Field.HelperText>
        </Field.Root>
        <ImageUploadList items={images.items} onRemove={images.remove} />
        <HStack justify="space-between" wrap="wrap" gap="2">
          <ImagePicker label={t('replyForm.addImages')} onPick={images.add} disabled={posting || images.full} />
          <Button type="submit" colorPalette="brand" disabled={!canPost} loading={posting} loadingText={t('replyForm.posting')}>
            {t('replyForm.submit')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
