import { useState } from 'react';
import { IconButton } from '@chakra-ui/react/button';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { inputRecipe } from '@golf/shared/theme/recipes/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons';

/** A password input with a show/hide toggle (typing a password on a phone is error-prone). */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input recipe={inputRecipe} {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
