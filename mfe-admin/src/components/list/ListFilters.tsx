import { HStack } from '@chakra-ui/react/stack';
import { FormField } from '../FormField';
import { SelectField, type SelectOption } from '../SelectField';

export interface ListFilter {
  /** The name of the choice in the URL (?status=…). */
  name: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A list's filters and sort, one labelled select each, in a row that wraps on a phone. */
export function ListFilters({ filters }: { filters: ListFilter[] }) {
  return (
    <HStack gap="3" mb="4" align="flex-end" wrap="wrap">
      {filters.map((filter) => (
        <FormField key={filter.name} label={filter.label}>
          <SelectField name={filter.name} value={filter.value} onChange={filter.onChange} options={filter.options} />
        </FormField>
      ))}
    </HStack>
  );
}
