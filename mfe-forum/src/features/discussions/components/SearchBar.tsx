import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';

interface SearchBarProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** Keyword search over every category; an empty search goes back to browsing. */
export function SearchBar({ keyword, onSearch }: SearchBarProps) {
  const { t } = useTranslation('forum');
  const [text, setText] = useState(keyword);
  // Follows the address: back/forward or choosing a category changes the keyword from outside.
  useEffect(() => setText(keyword), [keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" w="full">
      <InputGroup flex="1" startElement={<SearchIcon />}>
        <Input recipe={inputRecipe}
          type="search"
          bg="bg"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.searchLabel')}
          maxLength={100}
        />
      </InputGroup>
      <Button type="submit" colorPalette="brand" variant="solid">
        {t('list.search')}
      </Button>
      {keyword && (
        <Button type="button" variant="ghost" onClick={() => onSearch('')}>
          {t('list.clearSearch')}
        </Button>
      )}
    </HStack>
  );
}
