import type { LiveUpdate } from '@golf/contract/live-updates';
import { applyLiveUpdateEvent } from './apply-event';
import { liveUpdateColor, swatchOf } from '@golf/shared/utils/live-update-colors';

const update = (id: string, createdAt: string, title = id): LiveUpdate => ({
  _id: id,
  title,
  titleLang: 'en',
  content: `${title} content`,
  contentLang: 'en',
  preview: `${title} content`,
  updatedAt: createdAt,
  color: 'green',
  createdAt,
});

const older = update('a', '2026-03-01T10:00:00Z');
const newer = update('b', '2026-03-02T10:00:00Z');

test('a created update goes to the top, once', () => {
  const created = update('c', '2026-03-03T10:00:00Z');
  const once = applyLiveUpdateEvent([newer, older], { type: 'created', liveUpdate: created });
  expect(once.map((item) => item._id)).toEqual(['c', 'b', 'a']);
  expect(applyLiveUpdateEvent(once, { type: 'created', liveUpdate: created })).toHaveLength(3);
});

test('an updated one is replaced where it stands', () => {
  const edited = { ...older, title: 'Edited' };
  const list = applyLiveUpdateEvent([newer, older], { type: 'updated', liveUpdate: edited });
  expect(list.map((item) => item.title)).toEqual(['b', 'Edited']);
});

test('a deleted one disappears; deleting an unknown id changes nothing', () => {
  expect(applyLiveUpdateEvent([newer, older], { type: 'deleted', id: 'b' })).toEqual([older]);
  expect(applyLiveUpdateEvent([older], { type: 'deleted', id: 'zzz' })).toEqual([older]);
});

test('the nine colours are drawn as themselves; anything else is gray', () => {
  expect(['red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black'].map(liveUpdateColor)).toEqual([
    'red', 'green', 'blue', 'yellow', 'orange', 'purple', 'pink', 'gray', 'black',
  ]);
  expect(liveUpdateColor(' Purple ')).toBe('purple');
  expect(liveUpdateColor('teal')).toBe('gray');
  expect(liveUpdateColor(null)).toBe('gray');
  expect(swatchOf('chartreuse')).toBe(swatchOf('gray'));
});
