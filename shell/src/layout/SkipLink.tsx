import { chakra } from '@chakra-ui/react/styled-system';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the Tab key on every page: straight to the page's content past the nav bar.
 * Hidden until focused. It focuses the page's heading (or the main region while that loads).
 */
export function SkipLink({ main }: { main: React.RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('frame');
  return (
    <chakra.a
      href="#main-content"
      data-print="hide"
      onClick={(event) => {
        event.preventDefault();
        const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
        if (!target) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.setAttribute('data-page-heading', '');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      bg="white"
      color="brand.800"
      fontWeight="semibold"
      px="4"
      py="2"
      borderRadius="md"
      shadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'brand.700', outlineOffset: '2px' }}
    >
      {t('nav.skipToContent')}
    </chakra.a>
  );
}
