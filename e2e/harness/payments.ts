import assert from 'node:assert/strict';

/** Follows the sandbox checkout's Pay form, as the browser would on pressing Pay. */
export async function payThroughCheckout(paymentLink: string): Promise<void> {
  const page = await (await fetch(paymentLink)).text();
  const action = /<form method="post" action="([^"]+\/pay)"/.exec(page)?.[1];
  assert.ok(action, 'the checkout page has a Pay form');
  const paid = await fetch(new URL(action, paymentLink), { method: 'POST', redirect: 'manual' });
  assert.ok(paid.status >= 200 && paid.status < 400, `paying answered ${paid.status}`);
}
