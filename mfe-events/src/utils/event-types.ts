import { EVENT_TYPES, type EventType } from '@golf/contract/events';
import practiceImage from '../assets/event-types/practice.svg';
import coachingImage from '../assets/event-types/coaching.svg';
import gatheringImage from '../assets/event-types/gathering.svg';
import eventImage from '../assets/event-types/event.svg';
import crossoverImage from '../assets/event-types/crossover-event.svg';
import otherImage from '../assets/event-types/other.svg';
import logoImage from '../assets/logo.svg';

interface TypeLook {
  /** Key under `events:types`. */
  labelKey: string;
  colorPalette: string;
  image: string;
}

const LOOKS: Record<EventType, TypeLook> = {
  Practice: { labelKey: 'practice', colorPalette: 'green', image: practiceImage },
  Coaching: { labelKey: 'coaching', colorPalette: 'blue', image: coachingImage },
  Gathering: { labelKey: 'gathering', colorPalette: 'pink', image: gatheringImage },
  Event: { labelKey: 'event', colorPalette: 'purple', image: eventImage },
  'Crossover Event': { labelKey: 'crossoverEvent', colorPalette: 'orange', image: crossoverImage },
  Other: { labelKey: 'other', colorPalette: 'gray', image: otherImage },
};

/** Unknown types (older data) are shown as Other, as the spec's image fallback says. */
export function typeLook(type: string | null | undefined): TypeLook {
  return (EVENT_TYPES as readonly string[]).includes(type ?? '') ? LOOKS[type as EventType] : LOOKS.Other;
}

/** The site logo, shown when an event's own image fails to load. */
export const EVENT_IMAGE_FALLBACK = logoImage;
