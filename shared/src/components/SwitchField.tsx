import { Stack } from '@chakra-ui/react/stack';
import { Switch } from '@chakra-ui/react/switch';
import { switchSlotRecipe } from '@golf/shared/theme/recipes/switch';
import { Text } from '@chakra-ui/react/text';

interface SwitchFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting with its explanation underneath. */
export function SwitchField({ label, hint, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <Stack gap="1">
      <Switch.Root recipe={switchSlotRecipe} checked={checked} onCheckedChange={(details) => onChange(details.checked)} disabled={disabled} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
      </Switch.Root>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
