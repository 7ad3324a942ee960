import { fastUser } from '../../testing/setup';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '@golf/shared/components/StatePanels';
import { renderPage } from '@golf/shared/testing/render';
import { AdminList, EmptyPageState } from './AdminList';
import { ListFilters } from './ListFilters';
import { SearchForm } from './SearchForm';
import { useListChoice, useListParams } from './list-params';

// A list of 25 players, 10 a page, searched, sorted and paged as the admin pages are.
const PLAYERS = Array.from({ length: 25 }, (_, index) => `Player ${String(index + 1).padStart(2, '0')}`);
const SORTS = ['az', 'za'] as const;
const PAGE_SIZE = 10;

interface Answer {
  loading?: boolean;
  /** Errors until Retry is pressed this many times. */
  failures?: number;
  players?: string[];
  /** The page count the server sends, where it is not the players' (a list that shrank). */
  totalPages?: number;
}

function Harness({ answer = {}, pager }: { answer?: Answer; pager?: 'own' }) {
  const { page, keyword, setPage, setKeyword } = useListParams();
  const [sort, setSort] = useListChoice('sort', SORTS, 'az');
  const [retries, setRetries] = useState(0);
  const location = useLocation();

  const error = retries < (answer.failures ?? 0) ? new Error('down') : null;
  const matching = (answer.players ?? PLAYERS).filter((name) => name.toLowerCase().includes(keyword.toLowerCase()));
  const sorted = sort === 'az' ? matching : [...matching].reverse();
  const loaded = !answer.loading && !error;
  const rows = loaded ? sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : undefined;

  return (
    <>
      <span data-testid="url">{location.search}</span>
      <SearchForm keyword={keyword} placeholder="Search players" onSearch={setKeyword} />
      <ListFilters
        filters={[{ name: 'sort', label: 'Sort', value: sort, onChange: (value) => setSort(value as (typeof SORTS)[number]), options: SORTS.map((value) => ({ value, label: value.toUpperCase() })) }]}
      />
      <AdminList
        query={{ loading: !!answer.loading, error, refetch: () => setRetries((count) => count + 1) }}
        rows={rows}
        loadError="Could not load the players"
        empty={page > 1 ? <EmptyPageState title="Nothing on this page" onFirstPage={() => setPage(1)} /> : <EmptyState title="No players" />}
        paging={{ page, totalPages: loaded ? (answer.totalPages ?? Math.ceil(sorted.length / PAGE_SIZE)) : undefined, onPageChange: setPage, pager }}
      >
        {(players) => (
          <ul aria-label="Players">
            {players.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </AdminList>
    </>
  );
}

const shown = () => within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem').map((item) => item.textContent);
const url = () => screen.getByTestId('url').textContent;

test('shows the loading state, busy, until the rows arrive', () => {
  renderPage(<Harness answer={{ loading: true }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(screen.getByRole('status').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByRole('list', { name: 'Players' })).toBeNull();
});

test('an error says so, and Retry loads the rows', async () => {
  const user = fastUser();
  renderPage(<Harness answer={{ failures: 1 }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the players');
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(shown()).toHaveLength(10);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('no rows shows the empty state and no pages', () => {
  renderPage(<Harness answer={{ players: [] }} />);
  expect(screen.getByText('No players')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Players' })).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
});

test('the numbered pages change the page in the URL', async () => {
  const user = fastUser();
  renderPage(<Harness />);
  expect(shown()[0]).toBe('Player 01');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(url()).toBe('?page=2');
  expect(shown()).toEqual(PLAYERS.slice(10, 20));
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a page past the end shows the last page and replaces the URL', async () => {
  renderPage(<Harness />, { route: '/?page=9' });
  expect(await screen.findByRole('list', { name: 'Players' })).toBeInTheDocument();
  expect(url()).toBe('?page=3');
  expect(shown()).toEqual(PLAYERS.slice(20));
});

test('a page left empty offers the first page', async () => {
  const user = fastUser();
  renderPage(<Harness answer={{ players: [], totalPages: 3 }} />, { route: '/?page=2&sort=za' });
  expect(screen.getByText('Nothing on this page')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'First' }));
  expect(url()).toBe('?sort=za');
  expect(screen.getByText('No players')).toBeInTheDocument();
});

test('a new sort or search starts again at page 1 and keeps the other choices', async () => {
  const user = fastUser();
  renderPage(<Harness />, { route: '/?page=2' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'za');
  expect(url()).toBe('?sort=za');
  expect(shown()[0]).toBe('Player 25');

  await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'Player 1{Enter}');
  expect(url()).toBe('?sort=za&keyword=Player+1');
  expect(shown()).toEqual(['Player 19', 'Player 18', 'Player 17', 'Player 16', 'Player 15', 'Player 14', 'Player 13', 'Player 12', 'Player 11', 'Player 10']);
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(url()).toBe('?sort=za');
});

test('a page with its own pager gets no numbered pages', () => {
  renderPage(<Harness pager="own" />);
  expect(shown()).toHaveLength(10);
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
});
