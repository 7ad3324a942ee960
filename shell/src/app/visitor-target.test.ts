import registry from '../../remotes.json';
import type { RemoteRegistry } from '../federation/registry';
import { visitorTarget } from './visitor-target';

const events = (registry as RemoteRegistry).routes.find((route) => route.path === '/events')!;

test('a visitor opening an event page is sent to the event on the public calendar (the shipped composition)', () => {
  expect(visitorTarget(events.path, events.visitors, '/events/ev-42')).toBe('/event-calendar?event=ev-42');
  expect(visitorTarget(events.path, events.visitors, '/events/a b')).toBe('/event-calendar?event=a%20b');
});

test('other member pages, and routes without the field, keep the sign-in', () => {
  expect(visitorTarget(events.path, events.visitors, '/events')).toBeNull();
  expect(visitorTarget(events.path, events.visitors, '/events/ev-42/more')).toBeNull();
  expect(visitorTarget('/membership', undefined, '/membership/x')).toBeNull();
});

test('literal segments must match; a percent-encoded id is passed on once encoded', () => {
  expect(visitorTarget('/events', { '/page/:id': '/x?id=:id' }, '/events/page/7')).toBe('/x?id=7');
  expect(visitorTarget('/events', { '/page/:id': '/x?id=:id' }, '/events/other/7')).toBeNull();
  expect(visitorTarget('/events', { '/:id': '/x?id=:id' }, '/events/a%20b')).toBe('/x?id=a%20b');
});
