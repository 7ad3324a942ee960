import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '@golf/shared/router-link';

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

function renderAt(route: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="/discussions/*" element={link} />
        <Route path="*" element={link} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('Link (the router facade’s)', () => {
  it('points at the route and navigates inside the app on a plain click, with its state', () => {
    renderAt('/announcements', <Link to="/discussions?page=2" state={{ from: 'hub' }} className="card">Forum</Link>);
    const link = screen.getByRole('link', { name: 'Forum' });
    expect(link).toHaveAttribute('href', '/discussions?page=2');
    expect(link).toHaveClass('card');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);

    expect(click.defaultPrevented).toBe(true);
    expect(location()).toBe('/discussions?page=2 {"from":"hub"}');
  });

  it('resolves a relative address (a page of the same list) against the current one', () => {
    renderAt('/discussions?category=3', <Link to="?category=3&page=2">Page 2</Link>);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/discussions?category=3&page=2');
  });

  it.each([
    ['a click with Ctrl (new tab)', { ctrlKey: true }],
    ['a click with ⌘', { metaKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    renderAt('/announcements', <Link to="/discussions">Forum</Link>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    fireEvent(screen.getByRole('link', { name: 'Forum' }), click);
    expect(click.defaultPrevented).toBe(false);
    expect(location()).toBe('/announcements null');
  });

  it('leaves a link that opens elsewhere (target="_blank") to the browser', () => {
    renderAt('/announcements', <Link to="/discussions" target="_blank">Forum</Link>);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Forum' }), click);
    expect(click.defaultPrevented).toBe(false);
    expect(location()).toBe('/announcements null');
  });

  it('runs its own onClick first, which can cancel the navigation', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt('/announcements', <Link to="/discussions" onClick={onClick}>Forum</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Forum' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/announcements null');
  });
});
