import { useEffect, useMemo, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Image } from '@chakra-ui/react/image';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@golf/shared/api/runtime-config';
import { IMAGE_TYPES } from '@golf/contract/limits';
import { ImageIcon } from './icons';
import { imageProblem, NO_IMAGE, type ImageChoice } from './image-choice';
import './texts';

interface ImagePickerProps {
  /** Used to name the file input for screen readers. */
  label: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  /** A refused file: the message key, or null when the problem is gone. */
  onProblem: (messageKey: string | null) => void;
  disabled?: boolean;
}

/** Choose, preview and remove an optional image; the upload happens when the form is saved. */
export function ImagePicker({ label, value, onChange, onProblem, disabled }: ImagePickerProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(
    () => (value.kind === 'new' ? URL.createObjectURL(value.file) : value.kind === 'existing' ? fileUrl(value.fileId) : null),
    [value],
  );
  useEffect(() => {
    if (value.kind !== 'new' || !previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [value, previewUrl]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    onProblem(problem);
    if (!problem) onChange({ kind: 'new', file });
  };

  return (
    <Stack gap="3">
      {previewUrl && (
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {value.kind === 'existing' ? t('image.current') : t('image.selected')}
          </Text>
          <Image
            src={previewUrl}
            alt={value.kind === 'existing' ? t('image.current') : t('image.selected')}
            maxH="48"
            maxW="full"
            objectFit="contain"
            rounded="md"
            borderWidth="1px"
            bg="gray.50"
          />
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        aria-label={label}
        data-testid="image-input"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
          <ImageIcon boxSize="4" /> {previewUrl ? t('image.change') : t('image.choose')}
        </Button>
        {previewUrl && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            onClick={() => {
              onProblem(null);
              onChange(NO_IMAGE);
            }}
          >
            {t('image.remove')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('image.hint')}
      </Text>
    </Stack>
  );
}
