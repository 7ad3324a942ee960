import Calendar from 'react-calendar';
import 'react-calendar/dist/Calendar.css';
import './month-calendar.css';
import { useTranslation } from 'react-i18next';
import { toIsoDay } from '../../../utils/event-format';

interface MonthCalendarProps {
  value: Date;
  onChange: (date: Date) => void;
  activeStartDate: Date;
  onActiveStartDateChange: (date: Date) => void;
  /** YYYY-MM-DD days to mark with a dot. */
  markedDays: Set<string>;
}

/** react-calendar for one date, in the interface language, with days that have events marked. */
export function MonthCalendar({ value, onChange, activeStartDate, onActiveStartDateChange, markedDays }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language.startsWith('en') ? 'en-HK' : 'zh-HK';
  const marked = (date: Date, view: string) => view === 'month' && markedDays.has(toIsoDay(date));
  return (
    <Calendar
      className="golf-calendar"
      locale={locale}
      calendarType="gregory"
      value={value}
      onChange={(next) => next instanceof Date && onChange(next)}
      activeStartDate={activeStartDate}
      onActiveStartDateChange={({ activeStartDate: next }) => next && onActiveStartDateChange(next)}
      minDetail="year"
      // Plain numbers: zh-HK's default day format reads '1日', too wide for the tiles.
      formatDay={(_locale, date) => String(date.getDate())}
      prev2Label={null}
      next2Label={null}
      prevLabel="‹"
      nextLabel="›"
      prevAriaLabel={t('calendar.previousMonth')}
      nextAriaLabel={t('calendar.nextMonth')}
      tileClassName={({ date, view }) => (marked(date, view) ? 'golf-calendar__marked' : null)}
      tileContent={({ date, view }) =>
        marked(date, view) ? (
          <>
            <span className="golf-calendar__dot" aria-hidden />
            <span className="golf-calendar__sr">{t('calendar.markedDay')}</span>
          </>
        ) : null
      }
    />
  );
}
