import { filenameOf } from './download-file';

test('the file name comes from the header’s UTF-8 name, then its plain name, then the fallback', () => {
  expect(filenameOf(`attachment; filename="attendees-2031-01-08.csv"; filename*=UTF-8''2031-01-08%20%E9%80%B1%E4%B8%89.csv`, 'x.csv')).toBe('2031-01-08 週三.csv');
  expect(filenameOf('attachment; filename="attendees.csv"', 'x.csv')).toBe('attendees.csv');
  expect(filenameOf(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('plain.csv');
  expect(filenameOf(null, 'fallback.csv')).toBe('fallback.csv');
});
