// The sandbox provider's hosted checkout page. It is not part of the web apps (it stands where
// Stripe's page would), so it carries its own two languages side by side: zh first, en under it.
import type { PaymentRow } from './table.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** HK$1,234.50 */
export function formatHkd(cents: number): string {
  return `HK$${(cents / 100).toLocaleString('en-HK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const style = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","PingFang HK","Noto Sans TC",sans-serif;background:#f2f5f3;color:#1d2a24}
  main{max-width:440px;margin:48px auto;padding:0 16px}
  .card{background:#fff;border-radius:14px;box-shadow:0 4px 24px rgba(0,0,0,.08);overflow:hidden}
  .banner{background:#fff4d6;color:#6b4b00;border-bottom:1px solid #f0d58a;padding:12px 20px;font-size:14px;line-height:1.5}
  .banner strong{display:block;font-size:15px}
  .body{padding:24px 20px}
  h1{font-size:18px;margin:0 0 4px}
  .sub{color:#5b6b63;font-size:13px;margin:0 0 20px}
  .row{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-top:1px solid #e6ece8;font-size:14px}
  .row span:first-child,.item span{color:#5b6b63;white-space:nowrap}
  .item{padding:12px 0 10px;border-top:1px solid #e6ece8;font-size:14px;margin-top:16px}
  .item p{margin:4px 0 0;line-height:1.5}
  .amount{font-size:28px;font-weight:700;margin:16px 0 24px;text-align:center}
  form{margin:0}
  button{width:100%;padding:13px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:0}
  .pay{background:#1f7a4d;color:#fff;margin-bottom:10px}
  .pay:hover{background:#17613c}
  .cancel{background:#fff;color:#1d2a24;border:1px solid #c9d3cd}
  .note{font-size:13px;color:#5b6b63;text-align:center;margin-top:16px}
  a{color:#1f7a4d}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>${style}</style>
</head>
<body><main><div class="card">
<div class="banner" role="note"><strong>測試付款 · Test payment</strong>這是測試付款頁面，不會收取任何真實款項。<br>This is a test checkout: no real money is charged.</div>
<div class="body">${body}</div>
</div></main></body>
</html>`;
}

/** The open checkout: what is paid, the amount in HKD, Pay and Cancel. */
export function checkoutPage(payment: PaymentRow): string {
  const id = encodeURIComponent(payment.id);
  const what = payment.purpose === 'membership' ? '年度會籍 · Annual membership' : '活動報名 · Event enrolment';
  return page(
    `付款 · Checkout ${formatHkd(payment.amountCents)}`,
    `<h1>${escape(what)}</h1>
<div class="item"><span>項目 · Item</span><p>${escape(payment.description)}</p></div>
<div class="row"><span>貨幣 · Currency</span><span>HKD 港幣</span></div>
<p class="amount" aria-label="Amount">${formatHkd(payment.amountCents)}</p>
<form method="post" action="/ext/payment/checkout/${id}/pay"><button class="pay" type="submit">付款 · Pay ${formatHkd(payment.amountCents)}</button></form>
<form method="post" action="/ext/payment/checkout/${id}/cancel"><button class="cancel" type="submit">取消 · Cancel</button></form>
<p class="note">付款後會返回網站。<br><span lang="en">You return to the site afterwards.</span></p>`,
  );
}

/** A checkout that can no longer be paid: already paid, ended, or unknown. */
export function checkoutClosedPage(kind: 'paid' | 'expired' | 'notFound', backUrl: string): string {
  const text = {
    paid: ['此付款已完成。', 'This payment has already been made.'],
    expired: ['此付款連結已失效，請返回網站重新付款。', 'This payment link is no longer valid. Please go back and start the payment again.'],
    notFound: ['找不到此付款。', 'This payment was not found.'],
  }[kind];
  return page(
    '付款 · Checkout',
    `<h1>${escape(text[0])}</h1><p class="sub">${escape(text[1])}</p>
<p class="note"><a href="${escape(backUrl)}">返回網站 · Back to the site</a></p>`,
  );
}
