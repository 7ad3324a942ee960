import { CatalogueLoadError, classifyFailure, reloadOnce } from './section-failure';
import { RemoteIncompatibleError } from './compatibility';

function chunkLoadError() {
  const error = new Error('Loading chunk 7722 failed.\n(error: http://localhost:3002/1.0.0-abc/7722.js)');
  error.name = 'ChunkLoadError';
  return error;
}

test('a failure is classified by what a reload can do about it', () => {
  expect(classifyFailure(new RemoteIncompatibleError('mfe_forum', 'needs @golf/shared ^2.0.0'))).toBe('outdated');
  // The federation runtime prefixes the message and may wrap the error.
  expect(classifyFailure(new Error('[ Federation Runtime ]: mfe_forum cannot run on this site version: x'))).toBe('outdated');
  expect(classifyFailure(chunkLoadError())).toBe('stale');
  expect(classifyFailure(new Error('wrapped', { cause: chunkLoadError() }))).toBe('stale');
  expect(classifyFailure(new CatalogueLoadError('the en texts of forum did not load'))).toBe('stale');
  expect(classifyFailure(new Error('Failed to fetch http://localhost:3002/mf-manifest.json'))).toBe('unavailable');
  expect(classifyFailure(new TypeError('x is not a function'))).toBe('unavailable');
  expect(classifyFailure(undefined)).toBe('unavailable');
});

describe('reloadOnce', () => {
  const at = (pathname: string) => ({ pathname, reload: jest.fn() }) as unknown as Location & { reload: jest.Mock };

  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.useRealTimers());

  test('reloads once for a failure at an address, then lets the panel show', () => {
    const location = at('/discussions');
    expect(reloadOnce('stale', location)).toBe(true);
    expect(reloadOnce('stale', location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  test('another failure or another address reloads again; so does the same one a minute later', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    expect(reloadOnce('stale', at('/discussions'))).toBe(true);
    expect(reloadOnce('outdated', at('/discussions'))).toBe(true);
    expect(reloadOnce('outdated', at('/announcements'))).toBe(true);
    expect(reloadOnce('outdated', at('/announcements'))).toBe(false);
    jest.setSystemTime(new Date('2026-11-24T10:01:01Z'));
    expect(reloadOnce('outdated', at('/announcements'))).toBe(true);
  });

  test('without storage to remember it, it never reloads (no loop)', () => {
    const location = at('/discussions');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(reloadOnce('stale', location)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
