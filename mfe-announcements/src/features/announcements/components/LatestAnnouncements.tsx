import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import type { Announcement } from '@golf/contract/announcements';
import { AnnouncementCard, AnnouncementCardSkeleton } from './AnnouncementCard';

const LAYOUT = {
  // Phones swipe through the cards sideways; wider screens show the three side by side.
  display: { base: 'flex', md: 'grid' },
  gridTemplateColumns: { md: 'repeat(3, minmax(0, 1fr))' },
  gap: { base: '3', md: '5' },
  overflowX: { base: 'auto', md: 'visible' },
  scrollSnapType: 'x mandatory',
  // The row runs to the screen's edges (under the page's padding) so a swipe can start there;
  // the scroll padding makes each card snap at the page's margin, not flush with the edge.
  mx: { base: '-3', md: '0' },
  px: { base: '3', md: '0' },
  scrollPaddingInline: { base: '3', md: '0' },
  pb: { base: '2', md: '0' },
} as const;

// `minW` 0: a card is its share of the row even when its title is one long word.
const ITEM = { flex: { base: '0 0 82%', sm: '0 0 60%' }, minW: '0', scrollSnapAlign: 'start' } as const;

/** The trending cards: the newest announcements. */
export function LatestAnnouncements({ announcements }: { announcements: Announcement[] }) {
  return (
    <Grid as="ul" listStyleType="none" {...LAYOUT} data-testid="latest">
      {announcements.map((announcement) => (
        <Box as="li" key={announcement._id} {...ITEM}>
          <AnnouncementCard announcement={announcement} />
        </Box>
      ))}
    </Grid>
  );
}

export function LatestSkeleton() {
  return (
    <Grid {...LAYOUT} overflowX="hidden">
      {[0, 1, 2].map((index) => (
        <Box key={index} {...ITEM}>
          <AnnouncementCardSkeleton />
        </Box>
      ))}
    </Grid>
  );
}
