/** The kinds of event the club runs; the database holds the same list in a CHECK constraint. */
export const EVENT_TYPES = ['Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
