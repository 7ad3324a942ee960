export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pages to show: first, last, the current page ±1, and an ellipsis where pages are
 * skipped (spec 01 "Announcements"). E.g. page 5 of 10 → 1 … 4 5 6 … 10.
 */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(index === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(page);
  });
  return items;
}
