// Entry check-in at the door. A member enrols and pays through the API (the sandbox checkout's
// Pay form followed with fetch); the admin then scans the entry QR code with the device camera
// (Chromium's fake camera plays a video of the code) and the entry is admitted; typing the same
// code afterwards is refused as already used. An unpaid code and a camera that is not allowed
// get their own answers.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { api, createMember, signInThroughPage, signInToken, type Account } from '../harness/accounts';
import { launchBrowser, screenshot, tempDir } from '../harness/browser';
import { payThroughCheckout } from '../harness/payments';
import { hkDay } from '../harness/events';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let member: Account;
let eventId: string;
let paidCode: string;
let unpaidCode: string;
let camera: BrowserContext | undefined;

/** A Y4M video (one still frame, looped by Chromium) showing `text` as a QR code. */
function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(width, height) / (modules.size + 8));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.data[row * modules.size + col])
        for (let y = 0; y < scale; y++) luma.fill(16, (top + row * scale + y) * width + left + col * scale, (top + row * scale + y) * width + left + (col + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(tempDir('golf-qr-'), 'entry.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
  return file;
}

before(async () => {
  site = await startTestSite();
  const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  const { event } = await api.post<{ event: { _id: string } }>(
    site.apiUrl,
    'cms/event/create',
    {
      name: 'E2E Door Check Practice',
      date: hkDay(0),
      time: '23:59:00',
      duration: '2 hours',
      venue: 'Kai Tak Driving Range',
      maxParticipants: 10,
      priceMember: 90,
      priceNonMember: 140,
      type: 'Practice',
      description: 'Check-in journey.',
      allowRegistration: true,
    },
    adminToken,
  );
  eventId = event._id;
  member = await createMember(site.apiUrl, 'Door Member');
  const enrol = (account: Account) =>
    api.post<{ enrollment: { _id: string } }>(
      site.apiUrl,
      `cms/event/enroll/${eventId}`,
      { name: account.fullName, email: account.email, phone: account.phone, remarks: null },
      account.token,
    );
  const { enrollment } = await enrol(member);
  const { paymentLink } = await api.post<{ paymentLink: string }>(site.apiUrl, 'cms/event/payment/create', { enrollmentId: enrollment._id }, member.token);
  await payThroughCheckout(paymentLink);
  const { paymentStatus } = await api.get<{ paymentStatus: string }>(site.apiUrl, `cms/event/payment/verify?enrollmentId=${enrollment._id}`, member.token);
  assert.equal(paymentStatus, 'Paid');
  paidCode = `GBEVT:${eventId}:${enrollment._id}`;

  const unpaidMember = await createMember(site.apiUrl, 'Unpaid Member');
  unpaidCode = `GBEVT:${eventId}:${(await enrol(unpaidMember)).enrollment._id}`;
});

after(async () => {
  await camera?.close();
  await site?.stop();
});

async function openCheckIn(page: Page) {
  await signInThroughPage(page, site.url, ADMIN.email, ADMIN.password);
  await page.goto(`${site.url}/admin/check-in`);
  await page.getByRole('heading', { level: 1, name: /Event Check-in|活動簽到/ }).waitFor();
}

describe('entry check-in', () => {
  it('admits a paid entry scanned with the camera once; typed again it is refused as used', async () => {
    camera = await launchBrowser({ width: 1280, height: 900 }, [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(paidCode)}`,
    ]);
    const page = await camera.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    // Each look the scanner takes at a camera frame reads the canvas's pixels once: counted.
    await page.addInitScript(() => {
      const read = CanvasRenderingContext2D.prototype.getImageData;
      const counted = window as unknown as { framesRead: number };
      counted.framesRead = 0;
      CanvasRenderingContext2D.prototype.getImageData = function (this: CanvasRenderingContext2D, ...args: Parameters<typeof read>) {
        counted.framesRead += 1;
        return read.apply(this, args);
      };
    });
    const checkIns: string[] = [];
    page.on('request', (request) => void (request.url().endsWith('/admin/event/checkin') && checkIns.push(request.url())));
    await openCheckIn(page);

    await page.getByRole('button', { name: 'Start Camera' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText('Checked in', { exact: true }).waitFor({ timeout: 20_000 });
    await result.getByText('The entry is valid. Welcome, Door Member', { exact: false }).waitFor();
    await result.getByText('E2E Door Check Practice').waitFor();
    await screenshot(page, 'admin-journey-check-in-scanned-en');
    // The camera keeps seeing the same code (five more frames read): it is not sent again and again.
    const framesRead = () => page.evaluate(() => (window as unknown as { framesRead: number }).framesRead);
    const seen = await framesRead();
    await page.waitForFunction((before) => (window as unknown as { framesRead: number }).framesRead >= before + 5, seen, { timeout: 10_000 });
    assert.equal(checkIns.length, 1, 'the code was sent once');
    assert.equal(await page.getByRole('list', { name: 'This Session' }).getByRole('listitem').count(), 1);
    await page.getByRole('button', { name: 'Stop Camera' }).click();

    await page.getByLabel('Entry code').fill(paidCode);
    await page.getByRole('button', { name: 'Check In' }).click();
    await result.getByText('Already checked in').waitFor();
    await result.getByText('This code was already used at', { exact: false }).waitFor();
    await screenshot(page, 'admin-journey-check-in-used-en');
    await page.close();
  });

  it('refuses an unpaid entry and an unknown code, and explains a camera that is not allowed', async () => {
    const page = await site.newPage({ language: 'zh' });
    await openCheckIn(page);
    const result = page.getByRole('region', { name: '結果' });
    await page.getByLabel('入場代碼').fill(unpaidCode);
    await page.getByRole('button', { name: '簽到' }).click();
    await result.getByText('未付款', { exact: true }).waitFor();
    await page.getByLabel('入場代碼').fill(`GBEVT:${eventId}:no-such-enrolment`);
    await page.getByRole('button', { name: '簽到' }).click();
    await result.getByText('找不到入場記錄').waitFor();
    await screenshot(page, 'admin-journey-check-in-not-found-zh');

    // The harness's browser has neither a camera nor a permission for one.
    await page.getByRole('button', { name: '開啟相機' }).click();
    await page.getByText(/相機權限被拒絕|此裝置找不到相機|無法開啟相機/).waitFor();
    await screenshot(page, 'admin-journey-check-in-camera-problem-zh');
    await page.close();
  });
});
