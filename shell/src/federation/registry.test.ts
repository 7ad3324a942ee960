import registry from '../../remotes.json';
import { routeFor, type RemoteRegistry } from './registry';

const shipped = registry as RemoteRegistry;

test('a path belongs to the remote route it starts with, and to no other', () => {
  expect(routeFor(shipped, '/announcements')).toMatchObject({ remote: 'mfe_announcements', module: './Announcements' });
  expect(routeFor(shipped, '/announcements/12')).toMatchObject({ remote: 'mfe_announcements' });
  expect(routeFor(shipped, '/events/7')).toMatchObject({ remote: 'mfe_events', module: './Events', access: 'member' });
  expect(routeFor(shipped, '/admin/user-management')).toMatchObject({ remote: 'mfe_admin', access: 'admin' });
});

test('the shell’s own pages and look-alike paths belong to no remote', () => {
  expect(routeFor(shipped, '/login')).toBeUndefined();
  expect(routeFor(shipped, '/')).toBeUndefined();
  expect(routeFor(shipped, '/announcements-archive')).toBeUndefined();
  expect(routeFor(shipped, '/eventsx')).toBeUndefined();
});
