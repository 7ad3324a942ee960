import { apiCategoryOf, filterFromParam, knownCategory } from './categories';
import { displayDateOf } from './display-date';

test('the filter labels map to the API categories; All asks for none', () => {
  expect(apiCategoryOf('all')).toBeUndefined();
  expect(apiCategoryOf('golf')).toBe('Golf');
  expect(apiCategoryOf('events')).toBe('Event');
  expect(apiCategoryOf('community')).toBe('Community');
  expect(apiCategoryOf('blog')).toBe('Blog');
});

test('an unknown filter in the address means All', () => {
  expect(filterFromParam('nonsense')).toBe('all');
  expect(filterFromParam(null)).toBe('all');
  expect(filterFromParam('blog')).toBe('blog');
  expect(knownCategory('Weather')).toBeNull();
});

test('dates read naturally in each language, falling back to createdAt', () => {
  expect(displayDateOf('2026-03-12', '2026-01-01T00:00:00Z', 'en')).toBe('12 Mar 2026');
  expect(displayDateOf('2026-03-12', '2026-01-01T00:00:00Z', 'zh')).toBe('2026年3月12日');
  expect(displayDateOf(null, '2026-01-05T04:00:00Z', 'en')).toBe('5 Jan 2026');
});
