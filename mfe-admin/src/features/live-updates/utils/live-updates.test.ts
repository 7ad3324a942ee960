import { makeLiveUpdate } from '../../../testing/fixtures';
import { filterLiveUpdates, swatchOf, validateLiveUpdate } from './live-updates';

describe('live updates', () => {
  const list = [
    makeLiveUpdate(),
    makeLiveUpdate({ _id: 'l2', title: 'Typhoon signal 8', content: 'All sessions CANCELLED today.' }),
  ];

  it('filters on title or content, ignoring case', () => {
    expect(filterLiveUpdates(list, 'typhoon').map((item) => item._id)).toEqual(['l2']);
    expect(filterLiveUpdates(list, 'cancelled').map((item) => item._id)).toEqual(['l2']);
    expect(filterLiveUpdates(list, 'DRIVING').map((item) => item._id)).toEqual(['live-1']);
    expect(filterLiveUpdates(list, '  ')).toHaveLength(2);
    expect(filterLiveUpdates(list, 'golf buggy')).toEqual([]);
  });

  it('draws an unknown colour gray', () => {
    expect(swatchOf('red')).toBe('red.500');
    expect(swatchOf('teal')).toBe('gray.400');
    expect(swatchOf(null)).toBe('gray.400');
  });

  it('requires title and content', () => {
    expect(validateLiveUpdate({ title: { zh: '', en: 'Fog' }, color: 'green', content: { zh: '霧', en: '' } })).toEqual({});
    expect(validateLiveUpdate({ title: { zh: ' ', en: '' }, color: 'green', content: { zh: '', en: '' } })).toEqual({
      title: { key: 'liveUpdateDialog.validation.titleRequired' },
      content: { key: 'liveUpdateDialog.validation.contentRequired' },
    });
  });
});
