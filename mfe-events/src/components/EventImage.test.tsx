import { fireEvent, render } from '@testing-library/react';
import { AppProvider } from '@golf/shared/theme/AppProvider';
import { API } from '@golf/shared/testing/api-server';
import { EventImage } from './EventImage';

test("shows the event's own image, then the logo when it fails to load", () => {
  const { container } = render(
    <AppProvider>
      <EventImage event={{ imageFileId: 'abc', type: 'Practice' }} />
    </AppProvider>,
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('src', `${API}/ext/file/abc`);
  expect(img).not.toHaveAttribute('data-fallback');
  fireEvent.error(img);
  expect(img).toHaveAttribute('data-fallback', 'true');
});

test("without an image it shows the type's illustration", () => {
  const { container } = render(
    <AppProvider>
      <EventImage event={{ imageFileId: null, type: 'Coaching' }} />
    </AppProvider>,
  );
  // Assets are file stubs in jest; what matters is that no file is requested from the API.
  expect(container.querySelector('img')!.getAttribute('src')).not.toContain('/ext/file/');
});
