import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EventCard } from './EventCard';

export function EventGrid({ events, past = false, enrolledIds }: { events: GolfEvent[]; past?: boolean; enrolledIds?: Set<string> }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '6' }}>
      {events.map((event) => (
        <EventCard key={event._id} event={event} past={past} enrolled={enrolledIds?.has(event._id) ?? false} />
      ))}
    </SimpleGrid>
  );
}
