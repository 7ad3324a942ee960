import { useRef } from 'react';
import { Button } from '@chakra-ui/react/button';
import { IMAGE_ACCEPT } from '@golf/contract/limits';
import { ImageIcon } from './icons';

interface ImagePickerProps {
  label: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
  /** Names the hidden input for tests and assistive tools. */
  inputLabel?: string;
}

/** A button that opens the file chooser for PNG and JPEG images (several at once). */
export function ImagePicker({ label, onPick, disabled, inputLabel }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label={inputLabel ?? label}
        onChange={(event) => {
          onPick(Array.from(event.target.files ?? []));
          // Cleared so that choosing the same file again after removing it still fires a change.
          event.target.value = '';
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        <ImageIcon />
        {label}
      </Button>
    </>
  );
}
