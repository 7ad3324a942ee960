import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { fill, setupShellTest } from '../../testing/shell-test';
import ContactUsPage from './ContactUsPage';

const server = setupShellTest();

const field = (name: RegExp) => screen.getByLabelText(name);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

async function fillForm() {
  await fill(field(/^Name/), '  Chan Tai Man ');
  await fill(field(/^Email/), 'kid@golf.hk');
  await fill(field(/^Phone/), '91234567');
  await fill(field(/^Enquiry/), 'When is the next practice?');
}

test('shows the contact blocks and the company information', async () => {
  renderPage(<ContactUsPage />);
  for (const title of ['Email Contact', 'General Enquiry', 'Quick Response']) {
    expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  }
  const company = screen.getByTestId('company-card');
  expect(within(company).getByText('Youth Golf Community Limited')).toBeInTheDocument();
  expect(await within(company).findByRole('link', { name: 'info@youthgolf.hk' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
  expect(within(company).getByText(/typically respond within 24 hours during business days/)).toBeInTheDocument();  // The enquiry form collects personal data: it links the privacy notice (decision 94).
  expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
});

test("the form asks in the spec's order: name, email, phone, enquiry", () => {
  renderPage(<ContactUsPage />, { language: 'en' });
  const form = screen.getByRole('form', { name: 'Send us a message' });
  const fields = within(form).getAllByRole('textbox').map((field) => field.getAttribute('name'));
  expect(fields).toEqual(['name', 'email', 'phone', 'enquiry']);
});

test('every field is required after trimming, the email needs a valid form, and nothing is sent', async () => {
  const calls = jest.fn();
  server.use(http.post(`${API}/ext/contactform/submit`, () => (calls(), HttpResponse.json({ status: 'ok' }))));
  renderPage(<ContactUsPage />);
  await fill(field(/^Name/), '   ');
  await send();
  expect(screen.getAllByText('This field is required')).toHaveLength(4);

  await fill(field(/^Email/), 'kid@golf');
  // Editing a field clears that field's error only.
  expect(screen.getAllByText('This field is required')).toHaveLength(3);
  await send();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(calls).not.toHaveBeenCalled();
});

test("sends the trimmed enquiry, shows 'Sending...', then 'Message Sent!' and clears the form", async () => {
  let sent: unknown;
  let release: () => void = () => {};
  server.use(
    http.post(`${API}/ext/contactform/submit`, async ({ request }) => {
      sent = await request.json();
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ status: 'ok' });
    }),
  );
  renderPage(<ContactUsPage />);
  await fillForm();
  await send();
  expect(await screen.findByRole('button', { name: /Sending/ })).toBeDisabled();
  release();
  expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
  expect(sent).toEqual({ name: 'Chan Tai Man', email: 'kid@golf.hk', phone: '91234567', enquiry: 'When is the next practice?' });
  for (const name of [/^Name/, /^Email/, /^Phone/, /^Enquiry/]) expect(field(name)).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test.each([
  ['an HTTP error', () => HttpResponse.json({ status: 'nok', error: 'Too many requests' }, { status: 429 })],
  ["status other than 'ok'", () => HttpResponse.json({ status: 'nok' })],
  ['no answer', () => HttpResponse.error()],
])('%s shows the failure toast and keeps the entries', async (_case, answer) => {
  server.use(http.post(`${API}/ext/contactform/submit`, answer));
  renderPage(<ContactUsPage />);
  await fillForm();
  await send();
  expect(await screen.findByText('Failed to submit enquiry. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(field(/^Enquiry/)).toHaveValue('When is the next practice?');
});

test('reads in Chinese', async () => {
  renderPage(<ContactUsPage />, { language: 'zh' });
  expect(screen.getByRole('heading', { name: '公司資料' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '發送訊息' }));
  expect(screen.getAllByText('此欄必須填寫')).toHaveLength(4);
});

test("the club's address, telephone and WhatsApp come from the API's configuration", async () => {
  server.use(
    http.get(`${API}/ext/club`, () =>
      HttpResponse.json({ status: 'ok', club: { email: 'hello@club.test', phone: '+852 2345 6789', whatsapp: '+852 9123 4567', membershipFeeHkd: 500 } }),
    ),
  );
  renderPage(<ContactUsPage />, { language: 'zh' });
  const company = screen.getByTestId('company-card');
  expect(await within(company).findByRole('link', { name: '+852 2345 6789' })).toHaveAttribute('href', 'tel:+85223456789');
  expect(within(company).getByRole('link', { name: '以 WhatsApp 聯絡我們（+852 9123 4567）' })).toHaveAttribute('href', 'https://wa.me/85291234567');
  expect(within(company).getByRole('link', { name: 'hello@club.test' })).toHaveAttribute('href', 'mailto:hello@club.test');
  // The hero's email block names the same address.
  expect(screen.getAllByRole('link', { name: 'hello@club.test' })).toHaveLength(2);
});

test('when the details cannot be read, the page points to the form instead', async () => {
  server.use(http.get(`${API}/ext/club`, () => HttpResponse.json({ status: 'nok', error: 'down' }, { status: 503 })));
  renderPage(<ContactUsPage />);
  expect((await screen.findAllByText('Our contact details could not be loaded just now.')).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('link', { name: 'Send us a message instead' })[0]).toHaveAttribute('href', '/contact-us');
});
