import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/render';
import { Pagination } from './Pagination';

test('pages through with numbered buttons, previous and next', async () => {
  const onPageChange = jest.fn();
  renderPage(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
  expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByText('…')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Page 10' }));
  expect(onPageChange.mock.calls).toEqual([[6], [10]]);
});

test('is hidden when there is a single page', () => {
  renderPage(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
