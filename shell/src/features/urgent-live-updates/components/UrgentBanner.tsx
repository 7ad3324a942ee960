import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { inLanguage } from '@golf/contract/content-language';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';
import '../../../i18n/urgent';

/**
 * Urgent (red) live updates as a banner under the nav bar, on every page until dismissed. It sticks
 * below the bar, so one that arrives while the page is scrolled is in view at once, and a phone
 * shows it without scrolling. Each is an alert: a screen reader reads it when it appears.
 */
export default function UrgentBanner({ urgent, dismiss }: { urgent: LiveUpdate[]; dismiss: (id: string) => void }) {
  const { t } = useTranslation('shell');
  const reading = useReadingLanguage();
  // `lang` where a text is in the other language than the page's (DESIGN §13).
  const langOf = (lang: string) => (lang === reading ? undefined : lang === 'zh' ? 'zh-Hant' : 'en');
  return (
    <Box
      as="section"
      aria-label={t('urgent.region')}
      position="sticky"
      top="var(--golf-nav-bar-height)"
      zIndex="docked"
      data-print="hide"
      data-testid="urgent-live-updates"
    >
      <Stack gap="0">
        {urgent.map((pushed) => inLanguage(pushed, reading)).map((item) => (
          <Box key={item._id} role="alert" bg="red.700" color="white" borderBottomWidth="1px" borderColor="red.800">
            <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="2" gap="3" align="flex-start">
              <Box flex="1" minW="0">
                <Text fontSize="sm" lineHeight="short">
                  <Text as="span" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" me="2">
                    {t('urgent.label')}
                  </Text>
                  <Text as="span" fontWeight="semibold" lang={langOf(item.titleLang)}>
                    {item.title}
                  </Text>
                </Text>
                {item.preview && (
                  <Text fontSize="sm" lineClamp={2} lang={langOf(item.contentLang)}>
                    {item.preview}
                  </Text>
                )}
                <Link asChild fontSize="sm" color="white" textDecoration="underline" fontWeight="medium">
                  <RouterLink to="/announcements">{t('urgent.more')}</RouterLink>
                </Link>
              </Box>
              <CloseButton
                size="sm"
                color="white"
                _hover={{ bg: 'red.800' }}
                aria-label={t('urgent.dismiss', { title: item.title })}
                onClick={() => dismiss(item._id)}
              />
            </Flex>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
