import { Button } from '@chakra-ui/react/button';
import { Group } from '@chakra-ui/react/group';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, currentLanguage } from '@golf/shared/i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const active = i18n.language ? currentLanguage() : 'zh';
  return (
    <Group attached aria-label={t('nav.language')} role="group">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={active === language ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={active === language}
          // Each button's name is in its own language, so a screen reader says it in that voice.
          lang={language === 'zh' ? 'zh-Hant' : 'en'}
          onClick={() => setLanguage(language)}
        >
          {language === 'zh' ? t('nav.chinese') : t('nav.english')}
        </Button>
      ))}
    </Group>
  );
}
