import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { signInMember, signOut } from '../testing/forum-fixtures';
import Discussions from './Discussions';

setupApiServer(
  http.get(`${API}/ext/discussion/thread/list`, () => HttpResponse.json({ status: 'ok', threads: [], total: 0, lastPage: 1 })),
);

const render = (route: string) => renderPage(<Discussions />, { route, path: '/discussions/*' });

test('the index is the thread list', async () => {
  signOut();
  render('/discussions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discussions' })).toBeInTheDocument();
});

test('create is the new-thread form, not a thread id', async () => {
  signInMember();
  render('/discussions/create');
  // The form is its own chunk: it arrives after the list's loading panel.
  expect(await screen.findByRole('heading', { name: 'Create Discussion' })).toBeInTheDocument();
});

test('an unknown sub-path shows the not-found state with a way back', () => {
  render('/discussions/some-thread/extra');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Discussions' })).toHaveAttribute('href', '/discussions');
});
