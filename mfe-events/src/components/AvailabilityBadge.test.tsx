import { screen } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import '../i18n/events-catalogue';
import { makeEvent } from '../testing/fixtures';
import { AvailabilityBadge } from './AvailabilityBadge';

const FUTURE = '2099-05-01';

test.each([
  ['a past event has ended, whatever its places', { date: '2020-01-01', currentParticipants: 0 }, 'Ended'],
  ['closed registration says so, never "Available" beside it', { date: FUTURE, allowRegistration: false, currentParticipants: 0 }, 'Registration closed'],
  ['no place left is Full', { date: FUTURE, currentParticipants: 20, maxParticipants: 20 }, 'Full'],
  ['three or fewer places are counted', { date: FUTURE, currentParticipants: 18, maxParticipants: 20 }, '2 spots left'],
  ['otherwise Available', { date: FUTURE, currentParticipants: 2, maxParticipants: 20 }, 'Available'],
])('%s', (_name, fields, label) => {
  renderPage(<AvailabilityBadge event={makeEvent({ allowRegistration: true, ...fields })} />, { language: 'en' });
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getAllByText(/./)).toHaveLength(1);
});
