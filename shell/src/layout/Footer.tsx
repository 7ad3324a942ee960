import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" py="6" px="4" textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
