import { useId } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@golf/shared/theme/recipes/textarea';

/** A reason or note typed into a ConfirmDialog, with its hint and the answer's error under it. */
export function ReasonField({ label, hint, placeholder, maxLength, value, error, onChange }: { label: string; hint: string; placeholder?: string; maxLength: number; value: string; error?: string | null; onChange: (value: string) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <Stack gap="1.5">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Textarea
        recipe={textareaRecipe}
        id={id}
        value={value}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Text id={hintId} fontSize="xs" color="fg.muted">
        {hint}
      </Text>
      {error && (
        <Text fontSize="sm" color="red.600" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
