import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@golf/shared/theme/recipes/native-select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** An empty first choice (an optional field). */
  placeholder?: string;
  disabled?: boolean;
  name?: string;
}

/** A native select: the phone's own picker, and nothing to load. Place inside a FormField. */
export function SelectField({ value, options, onChange, placeholder, disabled, name }: SelectFieldProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)} bg="white">
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
