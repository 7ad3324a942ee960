import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { alertSlotRecipe } from '@golf/shared/theme/recipes/alert';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@golf/shared/theme/recipes/field';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorText } from '@golf/shared/api/client';
import { invalidateQueries } from '@golf/shared/hooks/use-query';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { CategoryOptions } from '../../../components/CategoryOptions';
import { ImagePicker } from '../../../components/ImagePicker';
import { ImageUploadList } from '../../../components/ImageUploadList';
import { isTitleTooLong, TitleLength } from '../../../components/TitleLength';
import { useImageUploads } from '../../../hooks/use-image-uploads';
import { createDiscussion } from '../api/create-discussion';
import { useForm } from '@golf/shared/forms/use-form';
import { DISCUSSION_RULES, REQUIRED_KEY, type DiscussionDraft } from '../utils/validate-discussion';

const IMAGE_ERROR_KEYS = { tooMany: 'create.tooMany', tooLarge: 'create.tooLarge', notImage: 'create.wrongType', wrongType: 'create.wrongType' } as const;

/** Category, title, content and up to 5 images; images upload as they are picked. */
export function CreateDiscussionForm({ initialCategory }: { initialCategory: string }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const [initial] = useState<DiscussionDraft>(() => ({ category: initialCategory, title: '', content: '' }));
  const { values: draft, errors, setField, validate } = useForm(initial, DISCUSSION_RULES);
  const [submitting, setSubmitting] = useState(false);
  const [imageError, setImageError] = useState<keyof typeof IMAGE_ERROR_KEYS | null>(null);
  const images = useImageUploads({
    onTooMany: () => setImageError('tooMany'),
    onInvalid: (_file, problem) => setImageError(problem),
    onUploadFailed: (file) => toastError(t('uploads.uploadFailed'), t('uploads.failedFile', { name: file.name })),
    onUploaded: (count) => toastSuccess(t('uploads.uploaded'), t('uploads.uploadedHint', { count })),
  });
  // The textarea is tied to its label by hand: in the composed site Chakra's Field and Textarea
  // can come from different bundles with different Ark field contexts (see the forum's report).
  const contentId = useId();
  const titleLengthId = useId();
  const missing = (field: keyof DiscussionDraft) => errors[field]?.key === REQUIRED_KEY;
  const titleTooLong = isTitleTooLong(draft.title);
  const showMissing = missing('category') || missing('title') || missing('content');
  const set = (field: keyof DiscussionDraft) => (event: { target: { value: string } }) => setField(field, event.target.value);

  const pick = (files: File[]) => {
    setImageError(null);
    images.add(files);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || submitting || images.uploading) return;
    setSubmitting(true);
    try {
      await createDiscussion({
        category: draft.category,
        title: draft.title.trim(),
        content: draft.content.trim(),
        attachments: images.fileIds,
      });
      toastSuccess(t('create.created'));
      // The lists hold the new thread once read again (a cached page shows meanwhile).
      void invalidateQueries(['discussions', 'list']);
      navigate(`/discussions?category=${encodeURIComponent(draft.category)}`);
    } catch (error) {
      // Everything typed and uploaded stays on the form for another try.
      toastError(t('create.failed'), errorText(error, t('create.failedHint')));
      setSubmitting(false);
    }
  };

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate>
        <Field.Root recipe={fieldSlotRecipe} required invalid={missing('category')}>
          <Field.Label>
            {t('create.category')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field value={draft.category} onChange={set('category')} placeholder={t('create.categoryPlaceholder')}>
              <CategoryOptions />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required invalid={missing('title') || titleTooLong}>
          <Field.Label>
            {t('create.titleLabel')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input recipe={inputRecipe} value={draft.title} onChange={set('title')} placeholder={t('create.titlePlaceholder')} aria-describedby={titleLengthId} />
          <TitleLength id={titleLengthId} title={draft.title} />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} required invalid={missing('content')} id={contentId}>
          <Field.Label>
            {t('create.content')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea recipe={textareaRecipe}
            id={contentId}
            aria-invalid={missing('content') || undefined}
            required
            value={draft.content}
            onChange={set('content')}
            placeholder={t('create.contentPlaceholder')}
            rows={8}
            autoresize
            maxLength={10000}
          />
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe} invalid={!!imageError}>
          <Field.Label>{t('create.images')}</Field.Label>
          <Stack gap="3" w="full">
            <ImageUploadList items={images.items} onRemove={images.remove} />
            <HStack gap="3" wrap="wrap">
              <ImagePicker label={t('create.addImages')} onPick={pick} disabled={submitting || images.full} />
              <Text fontSize="sm" color="fg.muted">
                {images.items.length}/5
              </Text>
            </HStack>
          </Stack>
          {imageError ? <Field.ErrorText role="alert">{t(IMAGE_ERROR_KEYS[imageError])}</Field.ErrorText> : <Field.HelperText>{t('create.imagesHint')}</Field.HelperText>}
        </Field.Root>
        {showMissing && (
          <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('create.required')}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="3">
          <Button asChild variant="ghost">
            <RouterLink to="/discussions">{t('create.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t('create.submitting')} disabled={images.uploading}>
            {t('create.submit')}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
