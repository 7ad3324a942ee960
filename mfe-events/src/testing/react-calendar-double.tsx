// Jest on Node 20 cannot load react-calendar (ESM only, and the root jest config does not compile
// it), so calendar tests map it to this double with jest.mock. It keeps the props contract the
// page relies on: value/onChange, activeStartDate/onActiveStartDateChange, tile class and content,
// navigation labels. The real calendar is exercised by the e2e journeys.
import type { ReactNode } from 'react';
import dayjs from 'dayjs';

interface TileArgs {
  date: Date;
  view: 'month';
  activeStartDate: Date;
}

interface DoubleProps {
  className?: string;
  value: Date;
  onChange: (value: Date) => void;
  activeStartDate: Date;
  onActiveStartDateChange: (args: { action: string; activeStartDate: Date; value: Date; view: 'month' }) => void;
  tileClassName?: (args: TileArgs) => string | string[] | null;
  tileContent?: (args: TileArgs) => ReactNode;
  prevAriaLabel?: string;
  nextAriaLabel?: string;
}

export default function CalendarDouble(props: DoubleProps) {
  const start = dayjs(props.activeStartDate).startOf('month');
  const days = Array.from({ length: start.daysInMonth() }, (_, index) => start.add(index, 'day').toDate());
  const move = (months: number, action: string) =>
    props.onActiveStartDateChange({ action, activeStartDate: start.add(months, 'month').toDate(), value: props.value, view: 'month' });
  return (
    <div className={props.className} data-testid="calendar">
      <button type="button" aria-label={props.prevAriaLabel} onClick={() => move(-1, 'prev')}>
        ‹
      </button>
      <span data-testid="calendar-month">{start.format('YYYY-MM')}</span>
      <button type="button" aria-label={props.nextAriaLabel} onClick={() => move(1, 'next')}>
        ›
      </button>
      {days.map((date) => {
        const args = { date, view: 'month' as const, activeStartDate: props.activeStartDate };
        const day = dayjs(date).format('YYYY-MM-DD');
        return (
          <button
            key={day}
            type="button"
            data-day={day}
            // The real calendar's day class, which the page's keyboard handling looks for.
            className={['react-calendar__month-view__days__day', ...[props.tileClassName?.(args) ?? []].flat()].join(' ')}
            aria-pressed={dayjs(props.value).format('YYYY-MM-DD') === day}
            onClick={() => props.onChange(date)}
          >
            {date.getDate()}
            {props.tileContent?.(args)}
          </button>
        );
      })}
    </div>
  );
}
