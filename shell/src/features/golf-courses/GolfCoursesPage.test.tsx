import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@golf/shared/testing/render';
import { PLACEHOLDER_IMAGE } from '@golf/shared/components/placeholder-image';
import GolfCoursesPage from './GolfCoursesPage';
import { GOLF_COURSES, telHref } from './data/golf-courses';

test('the built-in data matches the spec: 5 courses, ratings 4 to 4.8, the 9-hole course without a website', () => {
  expect(GOLF_COURSES).toHaveLength(5);
  expect(GOLF_COURSES.map(({ holes, par }) => [holes, par])).toEqual([[54, 216], [18, 72], [36, 144], [18, 72], [9, 35]]);
  const ratings = GOLF_COURSES.map(({ rating }) => rating);
  expect(Math.min(...ratings)).toBe(4);
  expect(Math.max(...ratings)).toBe(4.8);
  expect(GOLF_COURSES[4].website).toBeUndefined();
  expect(telHref('+852 2670 1211')).toBe('tel:+85226701211');
});

test('shows a bilingual hero and one card per course with at most 3 features and a +N more chip', () => {
  renderPage(<GolfCoursesPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Golf Courses in Hong Kong' })).toBeInTheDocument();
  expect(screen.getByText('香港高爾夫球場')).toBeInTheDocument();
  const cards = screen.getAllByTestId('course-card');
  expect(cards).toHaveLength(5);

  const fanling = within(cards[0]);
  expect(fanling.getByRole('heading', { name: 'Hong Kong Golf Club, Fanling' })).toBeInTheDocument();
  expect(fanling.getByText('54 holes')).toBeInTheDocument();
  expect(fanling.getByText('Par 216')).toBeInTheDocument();
  expect(within(fanling.getByTestId('course-features')).getAllByText(/./)).toHaveLength(4);
  expect(fanling.getByTestId('more-features')).toHaveTextContent('+3 more');

  // Exactly three features: no chip.
  expect(within(cards[4]).queryByTestId('more-features')).toBeNull();
});

test('opens a course in a dialog with its tiles, about text, features, call and website buttons', async () => {
  renderPage(<GolfCoursesPage />);
  await userEvent.click(screen.getByRole('button', { name: 'View details: Jockey Club Kau Sai Chau Public Golf Course' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Jockey Club Kau Sai Chau Public Golf Course' })).toBeInTheDocument();
  expect(within(dialog).getByText('Kau Sai Chau Island, Sai Kung')).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  const tiles = within(dialog).getAllByTestId('course-tile').map((tile) => tile.textContent);
  expect(tiles).toEqual(['Holes36', 'Total Par144', 'ParkingAvailable', 'RestaurantOn site']);
  expect(within(dialog).getByText(/only public golf course/)).toBeInTheDocument();
  expect(within(within(dialog).getByTestId('dialog-features')).getAllByRole('listitem')).toHaveLength(6);
  expect(within(dialog).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+85227913388');
  const website = within(dialog).getByRole('link', { name: /Visit Website/ });
  expect(website).toHaveAttribute('href', 'https://www.kscgolf.org.hk');
  expect(website).toHaveAttribute('target', '_blank');
  expect(website).toHaveAttribute('rel', 'noopener noreferrer');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a course without a website offers only the call button; clicking the card opens it too', async () => {
  renderPage(<GolfCoursesPage />);
  await userEvent.click(screen.getAllByTestId('course-card')[4]);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+85228127070');
  expect(within(dialog).queryByRole('link', { name: /Visit Website/ })).toBeNull();
});

test('an image that fails to load shows the placeholder', () => {
  renderPage(<GolfCoursesPage />);
  const image = within(screen.getAllByTestId('course-card')[0]).getByRole('img', { name: 'Hong Kong Golf Club, Fanling' });
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});

test('reads in Chinese', async () => {
  renderPage(<GolfCoursesPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { level: 1, name: '香港高爾夫球場' })).toBeInTheDocument();
  expect(screen.getByText('Golf Courses in Hong Kong')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '香港哥爾夫球會（粉嶺）' })).toBeInTheDocument();
  expect(screen.getAllByText('另有 3 項')).toHaveLength(2);
  expect(screen.getAllByText('54 洞').length).toBe(1);
});
