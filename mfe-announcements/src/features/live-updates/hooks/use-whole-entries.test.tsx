import { useRef } from 'react';
import { act, render } from '@testing-library/react';
import { useWholeEntries } from './use-whole-entries';

// jsdom lays nothing out: each entry is given its place, and the list the height the panel leaves it.
function List({ active, room }: { active: boolean; room: number }) {
  const list = useRef<HTMLUListElement>(null);
  useWholeEntries(list, active, room);
  return (
    <ul ref={list} data-room={room}>
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} data-index={index} />
      ))}
    </ul>
  );
}

const ENTRY_HEIGHT = 120;
/** The hook measures in the frame after the commit. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

beforeAll(() => {
  const define = (name: string, get: (this: HTMLElement) => number) => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
  define('offsetTop', function () {
    return Number(this.dataset.index ?? 0) * ENTRY_HEIGHT;
  });
  define('offsetHeight', function () {
    return this.dataset.index === undefined ? 0 : ENTRY_HEIGHT;
  });
  define('scrollHeight', function () {
    return this.tagName === 'UL' ? 5 * ENTRY_HEIGHT : 0;
  });
  define('clientHeight', function () {
    if (this.tagName !== 'UL') return 0;
    const capped = parseFloat(this.style.maxHeight);
    return Math.min(Number(this.dataset.room), Number.isNaN(capped) ? Infinity : capped);
  });
});
afterAll(() => {
  for (const name of ['offsetTop', 'offsetHeight', 'scrollHeight', 'clientHeight']) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

test('a list with room for four and a half entries ends after the fourth, from the first frame', async () => {
  const { container } = render(<List active room={560} />);
  expect(container.querySelector('ul')!.style.maxHeight).toBe('');
  await nextFrame();
  expect(container.querySelector('ul')!.style.maxHeight).toBe('480px');
});

test('a list with room for all its entries, or one not collapsed, is left alone', async () => {
  const { container, rerender } = render(<List active room={600} />);
  await nextFrame();
  expect(container.querySelector('ul')!.style.maxHeight).toBe('');
  rerender(<List active={false} room={560} />);
  await nextFrame();
  expect(container.querySelector('ul')!.style.maxHeight).toBe('');
});

test('measures again when the window changes size', async () => {
  const { container } = render(<List active room={560} />);
  await nextFrame();
  const list = container.querySelector('ul')!;
  list.dataset.room = '300';
  window.dispatchEvent(new Event('resize'));
  expect(list.style.maxHeight).toBe('240px');
});
