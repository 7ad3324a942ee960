import { useId, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';
import { useTranslation } from 'react-i18next';
import { errorText } from '@golf/shared/api/client';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { ImageWithFallback } from '@golf/shared/components/ImageWithFallback';
import { toastError, toastSuccess } from '@golf/shared/theme/toaster';
import { required } from '@golf/shared/forms/rules';
import { useForm, type FieldRules } from '@golf/shared/forms/use-form';
import { isTitleTooLong, TitleLength } from '../../../components/TitleLength';
import { REQUIRED_KEY, titleRule } from '../../create-thread/utils/validate-discussion';

export interface PostDraft {
  /** Threads only; undefined for a reply. */
  title?: string;
  content: string;
  attachments: string[];
}

// A thread's title and words, or a reply's words: the rules of a new post (spec 02 §5).
const THREAD_RULES: FieldRules<PostDraft> = { title: titleRule, content: required(REQUIRED_KEY) };
const REPLY_RULES: FieldRules<PostDraft> = { content: required(REQUIRED_KEY) };

interface EditPostFormProps {
  initial: PostDraft;
  /** An admin changing someone else's post is told it is logged. */
  asAdmin: boolean;
  onSave: (draft: PostDraft) => Promise<void>;
  onDone: () => void;
}

/**
 * A post edited in place: its words and, to take a wrong photo off, its images. Nothing typed is
 * lost when saving fails; the server decides the 24-hour window and says so in the reader's language.
 */
export function EditPostForm({ initial, asAdmin, onSave, onDone }: EditPostFormProps) {
  const { t } = useTranslation('forum');
  const isThread = initial.title !== undefined;
  const { values: draft, errors, setField, validate } = useForm(initial, isThread ? THREAD_RULES : REPLY_RULES);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const contentId = useId();
  const errorId = useId();
  const titleLengthId = useId();
  const missingTitle = errors.title?.key === REQUIRED_KEY;
  const missing = missingTitle || !!errors.content;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || saving) return;
    setSaving(true);
    try {
      await onSave({ ...draft, title: draft.title?.trim(), content: draft.content.trim() });
      toastSuccess(t('posts.saved'));
      onDone();
    } catch (error) {
      toastError(t('posts.saveFailed'), errorText(error, t('posts.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="form" onSubmit={submit} aria-label={isThread ? t('posts.editThread') : t('posts.editReply')}>
      <Stack gap="3">
        {isThread && (
          <Stack gap="1.5">
            <Text asChild textStyle="sm" fontWeight="medium">
              <label htmlFor={titleId}>{t('create.titleLabel')}</label>
            </Text>
            <Input recipe={inputRecipe}
              id={titleId}
              value={draft.title}
              aria-invalid={missingTitle || isTitleTooLong(draft.title) || undefined}
              aria-describedby={titleLengthId}
              onChange={(event) => setField('title', event.target.value)}
            />
            <TitleLength id={titleLengthId} title={draft.title ?? ''} />
          </Stack>
        )}
        <Stack gap="1.5">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor={contentId}>{isThread ? t('create.content') : t('replyForm.label')}</label>
          </Text>
          <Textarea recipe={textareaRecipe}
            id={contentId}
            value={draft.content}
            rows={isThread ? 6 : 3}
            autoresize
            maxLength={isThread ? 10_000 : 5_000}
            aria-invalid={!!errors.content || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => setField('content', event.target.value)}
          />
        </Stack>
        {draft.attachments.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {draft.attachments.map((fileId, index) => (
              <Box key={fileId} position="relative" boxSize="20" borderRadius="md" overflow="hidden" bg="bg.muted">
                <ImageWithFallback src={fileUrl(fileId)} alt={t('thread.attachment', { index: index + 1 })} w="full" h="full" objectFit="cover" />
                <IconButton
                  size="2xs"
                  colorPalette="red"
                  position="absolute"
                  top="1"
                  insetEnd="1"
                  aria-label={t('posts.removeAttachment', { index: index + 1 })}
                  onClick={() => setField('attachments', draft.attachments.filter((id) => id !== fileId))}
                >
                  ×
                </IconButton>
              </Box>
            ))}
          </HStack>
        )}
        {missing && (
          <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
            {t('create.required')}
          </Text>
        )}
        <Text color="fg.muted" fontSize="xs">
          {asAdmin ? t('posts.editAdminHint') : t('posts.editHint')}
        </Text>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" size="sm" onClick={onDone} disabled={saving}>
            {t('posts.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" loading={saving} loadingText={t('posts.saving')}>
            {t('posts.save')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
