import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';

const Dialog = ({ title }: { title: string }) => <p>{title}</p>;

test('preload downloads once, and the component then renders from that download', async () => {
  const load = jest.fn(async () => Dialog);
  const LazyDialog = lazyWithPreload(load);
  expect(load).not.toHaveBeenCalled();

  LazyDialog.preload();
  LazyDialog.preload();
  render(
    <Suspense fallback="Loading...">
      <LazyDialog title="Booking" />
    </Suspense>,
  );

  expect(await screen.findByText('Booking')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed preload is silent and forgotten: the next attempt downloads again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
  const LazyDialog = lazyWithPreload(load);

  LazyDialog.preload();
  await Promise.resolve();
  await Promise.resolve();
  render(
    <Suspense fallback="Loading...">
      <LazyDialog title="Preview" />
    </Suspense>,
  );

  expect(await screen.findByText('Preview')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
