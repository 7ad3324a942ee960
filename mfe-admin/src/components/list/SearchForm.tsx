import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { useTranslation } from 'react-i18next';
import '../texts';
import { SearchIcon } from '../icons';

interface SearchFormProps {
  /** The keyword in effect (from the URL), shown in the box. */
  keyword: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
}

/** A keyword box that searches on Enter or the button; Clear shows everything again. */
export function SearchForm({ keyword, placeholder, onSearch }: SearchFormProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" mb="4" align="stretch">
      <SearchBox flex="1" value={draft} onChange={setDraft} placeholder={placeholder} />
      <Button type="submit" colorPalette="brand">
        {t('actions.search')}
      </Button>
      {keyword && (
        <Button
          variant="ghost"
          onClick={() => {
            setDraft('');
            onSearch('');
          }}
        >
          {t('actions.clearSearch')}
        </Button>
      )}
    </HStack>
  );
}

/**
 * The search field alone: SearchForm's, and a list that filters as one types (a short list the
 * page holds whole).
 */
export function SearchBox({ value, onChange, placeholder, flex, mb }: { value: string; onChange: (value: string) => void; placeholder: string; flex?: string; mb?: string }) {
  return (
    <InputGroup flex={flex} mb={mb} startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
      <Input
        recipe={inputRecipe}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        bg="white"
      />
    </InputGroup>
  );
}
