import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import type { GolfEvent } from '@golf/contract/event-shapes';
import { EventCard } from './EventCard';

export function EventGrid({ events, past = false }: { events: GolfEvent[]; past?: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '4', md: '6' }}>
      {events.map((event) => (
        <EventCard key={event._id} event={event} past={past} />
      ))}
    </SimpleGrid>
  );
}
