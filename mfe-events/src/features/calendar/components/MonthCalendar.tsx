import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import './month-calendar.css';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toIsoDay } from '../../../utils/calendar-day';

interface MonthCalendarProps {
  value: Date;
  onChange: (date: Date) => void;
  activeStartDate: Date;
  onActiveStartDateChange: (date: Date) => void;
  /** YYYY-MM-DD days to mark with a dot. */
  markedDays: Set<string>;
}

const DAY_CLASS = 'golf-calendar__day-';
const IN_VIEW_CLASS = 'golf-calendar__in-view';

/**
 * A tile's classes: in the month, its day (for the keyboard handling) and a mark for days with
 * events; in the month picker, the month in view (issue 35: not today's, not the chosen day's).
 */
export function tileClasses(date: Date, view: string, monthInView: Date, markedDays: Set<string>): string[] | null {
  if (view === 'month') return [DAY_CLASS + toIsoDay(date), ...(markedDays.has(toIsoDay(date)) ? ['golf-calendar__marked'] : [])];
  if (view === 'year') return dayjs(date).isSame(monthInView, 'month') ? [IN_VIEW_CLASS] : null;
  return null;
}
const DAY_TILES = '.react-calendar__month-view__days__day';

/** Where each key moves the focused day (the grid's keys of the WAI-ARIA date picker pattern). */
const MOVES: Record<string, (day: dayjs.Dayjs) => dayjs.Dayjs> = {
  ArrowLeft: (day) => day.subtract(1, 'day'),
  ArrowRight: (day) => day.add(1, 'day'),
  ArrowUp: (day) => day.subtract(1, 'week'),
  ArrowDown: (day) => day.add(1, 'week'),
  Home: (day) => day.startOf('week'),
  End: (day) => day.endOf('week').startOf('day'),
  PageUp: (day) => day.subtract(1, 'month'),
  PageDown: (day) => day.add(1, 'month'),
};

/**
 * react-calendar for one date, in the interface language, with days that have events marked.
 * The month is one Tab stop: the arrow keys move between days (and across months), Home and End
 * to the week's ends, Page Up and Down by a month; Enter or Space chooses the day.
 */
export function MonthCalendar({ value, onChange, activeStartDate, onActiveStartDateChange, markedDays }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language.startsWith('en') ? 'en-HK' : 'zh-HK';
  const marked = (date: Date, view: string) => view === 'month' && markedDays.has(toIsoDay(date));
  const grid = useRef<HTMLDivElement>(null);
  const [focusDay, setFocusDay] = useState(value);
  const moved = useRef(false);
  // The month picker (the heading pressed) pages by year on its own: the page keeps the month in
  // view, with its dots and its day, until a month is chosen.
  const [view, setView] = useState<'month' | 'year'>('month');
  const [pickerYear, setPickerYear] = useState(activeStartDate);

  useEffect(() => setFocusDay(value), [value]);

  // One day of the shown month takes Tab: the focused one, else the first of the month.
  useLayoutEffect(() => {
    const tiles = [...(grid.current?.querySelectorAll<HTMLButtonElement>(DAY_TILES) ?? [])];
    const current = tiles.find((tile) => tile.classList.contains(DAY_CLASS + toIsoDay(focusDay))) ?? tiles.find((tile) => !tile.disabled);
    for (const tile of tiles) tile.tabIndex = tile === current ? 0 : -1;
    if (moved.current && current) {
      moved.current = false;
      current.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || !(event.target instanceof HTMLElement) || !event.target.matches(DAY_TILES)) return;
    event.preventDefault();
    const next = move(dayjs(focusDay)).toDate();
    moved.current = true;
    setFocusDay(next);
    if (!dayjs(next).isSame(activeStartDate, 'month')) onActiveStartDateChange(dayjs(next).startOf('month').toDate());
  };

  return (
    <div ref={grid} onKeyDown={onKeyDown}>
      <Calendar
        className="golf-calendar"
        locale={locale}
        calendarType="gregory"
        value={value}
        onChange={(next) => next instanceof Date && onChange(next)}
        view={view}
        onViewChange={({ view: next, activeStartDate: start }) => {
          // Opening the picker starts at the year in view (react-calendar reports no change of
          // start when the month in view is a January).
          if (next === 'year' && start) setPickerYear(start);
          setView(next === 'year' ? 'year' : 'month');
        }}
        activeStartDate={view === 'month' ? activeStartDate : pickerYear}
        onActiveStartDateChange={({ activeStartDate: next, view: nextView }) => {
          if (!next) return;
          if (nextView === 'month') onActiveStartDateChange(next);
          else setPickerYear(next);
        }}
        minDetail="year"
        // Only this month's days: the dots are read a month at a time, so a neighbour's days would
        // show none even when they have events.
        showNeighboringMonth={false}
        // Plain numbers: zh-HK's default day format reads '1日', too wide for the tiles.
        formatDay={(_locale, date) => String(date.getDate())}
        prev2Label={null}
        next2Label={null}
        prevLabel="‹"
        nextLabel="›"
        prevAriaLabel={t('calendar.previousMonth')}
        nextAriaLabel={t('calendar.nextMonth')}
        tileClassName={({ date, view: tileView }) => tileClasses(date, tileView, activeStartDate, markedDays)}
        tileContent={({ date, view: tileView }) =>
          marked(date, tileView) ? (
            <>
              <span className="golf-calendar__dot" aria-hidden />
              <span className="golf-calendar__sr">{t('calendar.markedDay')}</span>
            </>
          ) : null
        }
      />
    </div>
  );
}
