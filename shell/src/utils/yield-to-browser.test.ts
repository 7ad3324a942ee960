import { yieldToBrowser } from './yield-to-browser';

test('goes on in a new task: a timer already due runs first, a microtask does not wait for it', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('timer'), 0);
  void Promise.resolve().then(() => order.push('microtask'));
  await yieldToBrowser();
  order.push('after the yield');
  expect(order).toEqual(['microtask', 'timer', 'after the yield']);
});
