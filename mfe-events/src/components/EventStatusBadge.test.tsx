import { screen } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import '../i18n/events-catalogue';
import { makeEvent } from '../testing/fixtures';
import { EventStatusBadge } from './EventStatusBadge';

const FUTURE = '2099-05-01';

test.each([
  ['a past event has ended, whatever its places', { date: '2020-01-01', currentParticipants: 0 }, {}, 'Ended'],
  ['closed registration says so, never "Available" beside it', { date: FUTURE, allowRegistration: false, currentParticipants: 0 }, {}, 'Registration closed'],
  ['no place left is Full', { date: FUTURE, currentParticipants: 20, maxParticipants: 20 }, {}, 'Full'],
  ['a held place makes it Full, never "1 spot left" beside it', { date: FUTURE, currentParticipants: 19, maxParticipants: 20, heldPlaces: 1 }, {}, 'Full'],
  ['the place held for me is mine: 1 spot left', { date: FUTURE, currentParticipants: 19, maxParticipants: 20, heldPlaces: 1 }, { holding: true }, '1 spot left'],
  ['three or fewer places are counted', { date: FUTURE, currentParticipants: 18, maxParticipants: 20 }, {}, '2 spots left'],
  ['otherwise Available', { date: FUTURE, currentParticipants: 2, maxParticipants: 20 }, {}, 'Available'],
  ['my booking is Enrolled, never "Available" beside it', { date: FUTURE, currentParticipants: 2, maxParticipants: 20 }, { enrolled: true }, 'Enrolled'],
  ['my booking is Enrolled on a full event too', { date: FUTURE, currentParticipants: 20, maxParticipants: 20 }, { enrolled: true }, 'Enrolled'],
])('%s (one badge)', (_name, fields, props, label) => {
  renderPage(<EventStatusBadge event={makeEvent({ allowRegistration: true, ...fields })} {...props} />, { language: 'en' });
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getAllByText(/./)).toHaveLength(1);
});

test('in Chinese: 已報名 alone, and 已滿 without a count', () => {
  const { unmount } = renderPage(<EventStatusBadge event={makeEvent({ date: FUTURE, allowRegistration: true })} enrolled />, { language: 'zh' });
  expect(screen.getByText('已報名')).toBeInTheDocument();
  expect(screen.queryByText('可報名')).toBeNull();
  unmount();
  renderPage(<EventStatusBadge event={makeEvent({ date: FUTURE, allowRegistration: true, currentParticipants: 9, maxParticipants: 10, heldPlaces: 1 })} />, { language: 'zh' });
  expect(screen.getByText('已滿')).toBeInTheDocument();
  expect(screen.queryByText(/尚餘/)).toBeNull();
});
