import { FakeEventSource } from '../testing/fake-event-source';
import { parseStreamEvent, subscribeToLiveUpdates } from './subscribe-live-updates';

beforeEach(() => {
  FakeEventSource.install();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  FakeEventSource.uninstall();
});

const handlers = () => ({ onEvent: jest.fn(), onReconnect: jest.fn(), onConnectionChange: jest.fn() });

test('reads the three event kinds and ignores anything malformed', () => {
  const item = { _id: 'x', title: 'T', content: 'C', color: 'red', createdAt: '2026-01-01T00:00:00Z' };
  expect(parseStreamEvent('created', JSON.stringify(item))).toEqual({ type: 'created', liveUpdate: item });
  expect(parseStreamEvent('updated', JSON.stringify(item))).toEqual({ type: 'updated', liveUpdate: item });
  expect(parseStreamEvent('deleted', '{"_id":"x"}')).toEqual({ type: 'deleted', id: 'x' });
  expect(parseStreamEvent('created', '{oops')).toBeNull();
  expect(parseStreamEvent('created', '{"title":"no id"}')).toBeNull();
});

test('a refused stream is opened again later, and the reopening counts as a reconnect', () => {
  const calls = handlers();
  const stop = subscribeToLiveUpdates(calls);
  const first = FakeEventSource.latest();
  first.open();
  expect(calls.onReconnect).not.toHaveBeenCalled();
  first.fail();
  expect(first.closed).toBe(true);
  expect(calls.onConnectionChange).toHaveBeenLastCalledWith(false);
  jest.advanceTimersByTime(2_000);
  const second = FakeEventSource.latest();
  expect(second).not.toBe(first);
  second.open();
  expect(calls.onReconnect).toHaveBeenCalledTimes(1);
  expect(calls.onConnectionChange).toHaveBeenLastCalledWith(true);
  stop();
  expect(second.closed).toBe(true);
});

test('a `resync` from the server asks for the list again, like a reconnect', () => {
  const calls = handlers();
  const stop = subscribeToLiveUpdates(calls);
  const stream = FakeEventSource.latest();
  stream.open();
  stream.push('resync', {});
  expect(calls.onReconnect).toHaveBeenCalledTimes(1);
  expect(calls.onEvent).not.toHaveBeenCalled();
  expect(FakeEventSource.instances).toHaveLength(1);
  stop();
});

test('nothing is reopened after unsubscribing', () => {
  const stop = subscribeToLiveUpdates(handlers());
  const first = FakeEventSource.latest();
  first.fail();
  stop();
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.instances).toHaveLength(1);
});

test('two listeners share one connection; a late one hears it is open; the last to leave closes it', () => {
  const hub = handlers();
  const banner = handlers();
  const stopHub = subscribeToLiveUpdates(hub);
  const stream = FakeEventSource.latest();
  stream.open();
  const stopBanner = subscribeToLiveUpdates(banner);
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(banner.onConnectionChange).toHaveBeenCalledWith(true);
  const item = { _id: 'x', title: 'T', content: 'C', color: 'red', createdAt: '2026-01-01T00:00:00Z' };
  stream.push('created', item);
  expect(hub.onEvent).toHaveBeenCalledWith({ type: 'created', liveUpdate: item });
  expect(banner.onEvent).toHaveBeenCalledWith({ type: 'created', liveUpdate: item });
  stopHub();
  stopHub();
  expect(stream.closed).toBe(false);
  stream.push('deleted', { _id: 'x' });
  expect(hub.onEvent).toHaveBeenCalledTimes(1);
  expect(banner.onEvent).toHaveBeenCalledTimes(2);
  stopBanner();
  expect(stream.closed).toBe(true);
  const stopAgain = subscribeToLiveUpdates(handlers());
  expect(FakeEventSource.instances).toHaveLength(2);
  stopAgain();
});
