import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';

/** Said wherever a demo course is shown: its ratings are placeholders for the association's. */
export function DemoNotice() {
  const { t } = useTranslation('golf');
  return (
    <Badge colorPalette="orange" variant="subtle" whiteSpace="normal" alignSelf="flex-start" data-testid="demo-figures">
      {t('courses.demo')}
    </Badge>
  );
}
