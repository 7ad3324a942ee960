import { paginationItems } from './pagination';

describe('paginationItems', () => {
  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last, current ±1 and ellipses in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('fills a gap of one page instead of an ellipsis', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('handles the edges', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
