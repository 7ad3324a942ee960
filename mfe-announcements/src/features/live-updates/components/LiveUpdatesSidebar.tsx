import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Skeleton, SkeletonText } from '@chakra-ui/react/skeleton';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { LiveUpdate } from '@golf/contract/live-updates';
import { LanguageMarker, useContentLang } from '@golf/shared/components/LanguageMarker';
import { useReadingLanguage } from '@golf/shared/i18n/reading-language';
import { inLanguage } from '@golf/contract/content-language';
import { ErrorState } from '@golf/shared/components/StatePanels';
import { relativeTime } from '@golf/shared/utils/relative-time';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { useNow } from '../hooks/use-now';
import { useWholeEntries } from '../hooks/use-whole-entries';
import { STICKY_MAX_HEIGHT } from '../../../utils/below-nav-bar';
import { ColorDot } from './ColorDot';
import { LiveBadge } from './LiveBadge';

// The dialog (and Chakra's dialog machinery) loads on the first click, not with the landing page.
const LiveUpdateDialog = lazy(() => import('./LiveUpdateDialog').then((module) => ({ default: module.LiveUpdateDialog })));

const SAMPLE_ID = 'sample-weekly-tournament';
/** Shown before 'Show all', so a busy day does not push the rest of the page far down on a phone. */
const FIRST_SHOWN = 5;

/** The live-updates panel: LIVE badge, pushed entries, an info dialog per entry. */
export function LiveUpdatesSidebar() {
  const { t } = useTranslation('announcements');
  const { liveUpdates, error, connected, reload } = useLiveUpdates();
  const [openId, setOpenId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  // Stays mounted after the first open, so closing can animate.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const now = useNow();
  const reading = useReadingLanguage();
  // With none to show, a static sample keeps the panel from looking broken (spec 01 "Announcements").
  const sample = useMemo<LiveUpdate>(
    () => ({
      _id: SAMPLE_ID,
      title: t('live.sampleTitle'),
      titleLang: reading,
      preview: t('live.samplePreview'),
      content: t('live.sampleContent'),
      contentLang: reading,
      color: 'green',
      createdAt: '',
      updatedAt: '',
    }),
    [t, reading],
  );
  // Pushed entries carry both languages: each is shown in the reader's, also after a switch.
  const entries = useMemo(
    () => liveUpdates && (liveUpdates.length ? liveUpdates.map((entry) => inLanguage(entry, reading)) : [sample]),
    [liveUpdates, reading, sample],
  );
  // An entry deleted while its dialog is open closes the dialog.
  const open = entries?.find((entry) => entry._id === openId) ?? null;
  useWholeEntries(list, !expanded, liveUpdates);
  const openEntry = useCallback((id: string) => {
    setDialogLoaded(true);
    setOpenId(id);
  }, []);

  const toggle = () => {
    if (expanded) return setExpanded(false);
    flushSync(() => setExpanded(true));
    // The first entry revealed goes to the top of the list (which scrolls on wide screens, where
    // the panel is held to the screen's height) and takes the focus, so the keyboard goes on there.
    const first = list.current?.children[FIRST_SHOWN] as HTMLElement | undefined;
    if (!first) return;
    list.current?.scrollTo({ top: first.offsetTop });
    first.querySelector('button')?.focus({ preventScroll: true });
  };

  return (
    <Box
      as="aside"
      aria-labelledby="live-title"
      display="flex"
      flexDirection="column"
      maxH={{ lg: STICKY_MAX_HEIGHT }}
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="gray.100"
      boxShadow="sm"
      overflow="hidden"
      data-testid="live-updates"
      data-stream={connected === null ? 'connecting' : connected ? 'open' : 'reconnecting'}
    >
      <Stack gap="1" px="5" pt="5" pb="4" flexShrink={0} borderBottomWidth="1px" borderColor="gray.100">
        <HStack justify="space-between">
          <Heading as="h2" id="live-title" size="lg">
            {t('live.title')}
          </Heading>
          <LiveBadge connected={connected} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {connected === false ? t('live.reconnecting') : t('live.subtitle')}
        </Text>
      </Stack>
      {!entries && error ? (
        <ErrorState message={t('errors.liveList')} onRetry={() => void reload()} />
      ) : !entries ? (
        <LiveSkeleton />
      ) : (
        // On wide screens the list takes what the panel has left and scrolls; collapsed, it ends
        // at a whole entry (useWholeEntries).
        <Stack asChild listStyleType="none" gap="0" position="relative" flex="1" minH="0" overflowY={{ lg: 'auto' }}>
          <ul ref={list} aria-live="polite">
            {(expanded ? entries : entries.slice(0, FIRST_SHOWN)).map((entry) => (
              <li key={entry._id}>
                <LiveEntry entry={entry} sample={entry._id === SAMPLE_ID} now={now} onOpen={openEntry} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {entries && entries.length > FIRST_SHOWN && (
        <Button variant="ghost" size="sm" w="full" flexShrink={0} borderRadius="0" colorPalette="brand" onClick={toggle}>
          {expanded ? t('live.showFewer') : t('live.showAll', { count: entries.length })}
        </Button>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <LiveUpdateDialog entry={open} sample={open?._id === SAMPLE_ID} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Box>
  );
}

interface LiveEntryProps {
  entry: LiveUpdate;
  sample: boolean;
  now: Date;
  onOpen: (id: string) => void;
}

/**
 * One entry of the list. Drawn again only when it or the clock changes: the stream opening after
 * the first paint (the badge, the subtitle) would otherwise draw every entry again, tens of
 * milliseconds on a phone.
 */
const LiveEntry = memo(function LiveEntry({ entry, sample, now, onOpen }: LiveEntryProps) {
  const { t } = useTranslation('announcements');
  const titleLang = useContentLang(entry.titleLang);
  const contentLang = useContentLang(entry.contentLang);
  return (
    <HStack
      asChild
      w="full"
      textAlign="start"
      align="start"
      gap="3"
      px="5"
      py="3.5"
      cursor="pointer"
      borderBottomWidth="1px"
      borderColor="gray.50"
      transition="background 0.15s"
      _hover={{ bg: 'gray.50' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
    >
      <button type="button" onClick={() => onOpen(entry._id)} data-testid="live-update">
      <ColorDot color={entry.color} mt="1.5" />
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" justify="space-between" align="start">
          <Text fontWeight="semibold" lineClamp={2} {...titleLang}>
            {entry.title}
          </Text>
          <LanguageMarker of={[entry.titleLang, entry.contentLang]} />
          {sample && (
            <Badge size="xs" variant="subtle" flexShrink={0}>
              {t('live.sampleBadge')}
            </Badge>
          )}
        </HStack>
        {(entry.preview || entry.content) && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} {...contentLang}>
            {entry.preview || entry.content}
          </Text>
        )}
        {!sample && entry.createdAt && (
          <Text fontSize="xs" color="gray.500">
            {relativeTime(entry.createdAt, t, now)}
          </Text>
        )}
      </Stack>
      </button>
    </HStack>
  );
});

function LiveSkeleton() {
  const { t } = useTranslation('announcements');
  return (
    <Stack gap="5" p="5" role="status" aria-label={t('live.loading')}>
      {[0, 1, 2].map((index) => (
        <HStack key={index} align="start" gap="3">
          <Skeleton boxSize="2.5" borderRadius="full" mt="1" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="70%" />
            <SkeletonText noOfLines={2} />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
