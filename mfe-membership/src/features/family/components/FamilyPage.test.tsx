import { expectAccessible } from '@golf/shared/testing/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clubToday, type Family, type Junior } from '@golf/contract/family';
import { API, setupApiServer } from '@golf/shared/testing/api-server';
import { renderPage } from '@golf/shared/testing/render';
import { clearQueryCache } from '@golf/shared/hooks/use-query';
import { makeProfile, signInAs } from '@golf/shared/testing/profile';
import '../../../testing/slow-machine';
import Membership from '../../../routes/Membership';
import { browser } from '../../../utils/browser';
import { privacyServer } from '../../../testing/privacy';

const user = userEvent.setup({ delay: null });

const yearsAgo = (years: number) => `${Number(clubToday().slice(0, 4)) - years}${clubToday().slice(4)}`;

function makeJunior(overrides: Partial<Junior> = {}): Junior {
  return {
    _id: 'p1',
    name: { zh: '陳小明', en: 'Chan Siu Ming' },
    dateOfBirth: yearsAgo(9),
    age: 9,
    gender: 'Male',
    school: null,
    kscId: null,
    handicapIndex: null,
    imageFileId: null,
    emergencyContact: { name: 'Wong Mei', relation: 'mother', phone: '91234567' },
    medicalNotes: null,
    photoConsent: true,
    membership: { status: 'guest', expiresAt: null },
    photoConsentAt: '2026-11-01T02:00:00.000Z',
    forumConsent: null,
    forumConsentAt: null,
    createdAt: '2026-11-01T02:00:00.000Z',
    updatedAt: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

const me = { _id: 'u1', fullName: 'Chan Tai Man', email: 'parent@example.com', you: true };
let family: Family;
let sent: { method: string; url: string; body: unknown }[] = [];
let failFamily = false;

const privacy = privacyServer();

const server = setupApiServer(
  ...privacy.handlers,
  http.get(`${API}/cms/family`, () => (failFamily ? HttpResponse.json({ status: 'nok', error: 'down' }, { status: 500 }) : HttpResponse.json({ status: 'ok', family }))),
  http.post(`${API}/cms/family/juniors`, async ({ request }) => {
    const body = (await request.json()) as { name: Junior['name'] };
    sent.push({ method: 'POST', url: 'juniors', body });
    const junior = makeJunior({ _id: 'p-new', name: { zh: body.name.zh || null, en: body.name.en || null } });
    family = { ...family, juniors: [...family.juniors, junior] };
    return HttpResponse.json({ status: 'ok', junior });
  }),
  http.put(`${API}/cms/family/juniors/:id`, async ({ request, params }) => {
    const body = await request.json();
    sent.push({ method: 'PUT', url: String(params.id), body });
    return HttpResponse.json({ status: 'ok', junior: family.juniors[0] });
  }),
  http.delete(`${API}/cms/family/juniors/:id`, ({ params }) => {
    sent.push({ method: 'DELETE', url: String(params.id), body: null });
    family = { ...family, juniors: family.juniors.filter((junior) => junior._id !== params.id) };
    return HttpResponse.json({ status: 'ok' });
  }),
  http.post(`${API}/cms/family/guardians/invite`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    sent.push({ method: 'POST', url: 'invite', body });
    if (body.email === 'taken@example.com') return HttpResponse.json({ status: 'nok', error: 'This person is already a guardian of your family' }, { status: 409 });
    return HttpResponse.json({ status: 'ok' });
  }),
  http.post(`${API}/ext/family/accept`, async ({ request }) => {
    const body = (await request.json()) as { token: string };
    sent.push({ method: 'POST', url: 'accept', body });
    if (body.token === 'used') return HttpResponse.json({ status: 'nok', error: 'This link was already used.' }, { status: 409 });
    return HttpResponse.json({ status: 'ok', email: body.token === 'other' ? 'someone@example.com' : 'taiman@golf.test' });
  }),
);

function open(route: string, language: 'en' | 'zh' = 'en') {
  return renderPage(<Membership />, { route, path: '/membership/*', language });
}

beforeEach(() => {
  clearQueryCache();
  family = { guardians: [me], juniors: [], invites: [] };
  sent = [];
  failFamily = false;
  privacy.reset();
  signInAs(makeProfile());
});

describe('/membership/family', () => {
  it('starts empty, with the way to add a junior; the invitation waits for one (zh)', async () => {
    open('/membership/family', 'zh');
    expect(await screen.findByText('尚未有青少年成員')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '加入青少年成員' })[0]).toHaveAttribute('href', '/membership/family/new');
    expect(screen.getByText('請先加入青少年成員，然後便可邀請第二位監護人。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '發送邀請' })).toBeNull();
  });

  it('lists juniors with age, consents and emergency contact; accessible', async () => {
    family.juniors = [makeJunior(), makeJunior({ _id: 'p2', name: { zh: null, en: 'Chan Siu Fong' }, age: 13, dateOfBirth: yearsAgo(13), emergencyContact: null, photoConsent: null, medicalNotes: 'Asthma' })];
    const { container } = open('/membership/family');
    const cards = await screen.findAllByTestId('junior-card');
    expect(within(cards[0]!).getByRole('heading', { name: 'Chan Siu Ming' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('陳小明');
    expect(cards[0]).toHaveTextContent('Age 9');
    expect(cards[0]).toHaveTextContent('Photos allowed');
    expect(cards[0]).toHaveTextContent('Forum: not answered');
    expect(cards[0]).toHaveTextContent('Emergency: Wong Mei, 91234567');
    expect(cards[1]).toHaveTextContent('No emergency contact');
    expect(cards[1]).toHaveTextContent('Medical notes kept');
    await expectAccessible(container);
  });

  it('asks again for a consent answered over a year ago, on the card and in the form', async () => {
    family.juniors = [makeJunior({ photoConsent: true, photoConsentAt: '2024-01-10T02:00:00.000Z', forumConsent: false, forumConsentAt: new Date().toISOString() })];
    open('/membership/family');
    const card = await screen.findByTestId('junior-card');
    expect(card).toHaveTextContent('Photos: to re-confirm (answered over a year ago)');
    expect(card).toHaveTextContent('No forum');
    await user.click(within(card).getByRole('link', { name: 'Edit Chan Siu Ming' }));
    expect(await screen.findByText('Answered on 10 Jan 2024, over a year ago: saving confirms it again.')).toBeInTheDocument();
  });

  it('says when the family cannot be loaded, and retries', async () => {
    failFamily = true;
    open('/membership/family');
    expect(await screen.findByText('Unable to load your family.')).toBeInTheDocument();
    failFamily = false;
    family.juniors = [makeJunior()];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('junior-card')).toBeInTheDocument();
  });

  it('removes a junior after asking', async () => {
    family.juniors = [makeJunior()];
    open('/membership/family');
    await user.click(await screen.findByRole('button', { name: 'Remove Chan Siu Ming' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove Chan Siu Ming?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByTestId('junior-card')).toBeNull());
    expect(sent).toEqual([{ method: 'DELETE', url: 'p1', body: null }]);
    expect(await screen.findByText('No juniors yet')).toBeInTheDocument();
  });

  it('invites a second guardian; a refusal keeps the address and says why', async () => {
    family.juniors = [makeJunior()];
    open('/membership/family');
    const email = await screen.findByRole('textbox', { name: /Their email address/ });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter their email address')).toBeInTheDocument();
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This person is already a guardian of your family')).toBeInTheDocument();
    expect(email).toHaveValue('taken@example.com');
    await user.clear(email);
    await user.type(email, 'dad@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to dad@example.com')).toBeInTheDocument();
    expect(sent.filter((call) => call.url === 'invite').map((call) => call.body)).toEqual([{ email: 'taken@example.com' }, { email: 'dad@example.com' }]);
  });
});

describe('a junior’s data', () => {
  it('downloads a junior’s data and closes their record after saying what happens in 30 days; keeps it again', async () => {
    family.juniors = [makeJunior()];
    open('/membership/family');
    const card = await screen.findByTestId('junior-card');
    await user.click(await within(card).findByRole('button', { name: 'Download their data (Chan Siu Ming)' }));
    expect(await within(card).findByText(/Being prepared since/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Download their data (Chan Siu Ming)' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Close this record (Chan Siu Ming)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Close Chan Siu Ming’s record?');
    expect(dialog).toHaveTextContent(/will be erased on \d{1,2} \w{3} \d{4}/);
    await user.click(within(dialog).getByRole('button', { name: 'Close it in 30 days' }));
    expect(await within(card).findByText(/This record will be erased on/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Keep this record (Chan Siu Ming)' }));
    expect(await within(card).findByRole('button', { name: 'Close this record (Chan Siu Ming)' })).toBeInTheDocument();
    expect(privacy.state.sent).toEqual(['export p1', 'close p1', 'keep p1']);
  });

  it('speaks Chinese: the date the record will be erased, and the way to keep it', async () => {
    family.juniors = [makeJunior()];
    privacy.reset({ juniors: [{ personId: 'p1', closure: { requestedAt: '2026-11-01T02:00:00.000Z', eraseAfter: '2026-12-01T02:00:00.000Z' } }] });
    open('/membership/family', 'zh');
    const card = await screen.findByTestId('junior-card');
    expect(await within(card).findByText('此紀錄將於2026年12月1日刪除。')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '保留此紀錄（陳小明）' })).toBeInTheDocument();
  });

  it('shows the cards without the privacy part when it fails to load', async () => {
    family.juniors = [makeJunior()];
    privacy.state.fail = true;
    open('/membership/family');
    const card = await screen.findByTestId('junior-card');
    expect(within(card).getByRole('heading', { name: 'Chan Siu Ming' })).toBeInTheDocument();
    expect(within(card).queryByTestId('junior-privacy')).toBeNull();
  });
});

describe('the junior form', () => {
  it('shows each problem on its field in the contract’s words and sends nothing until they are fixed (zh)', async () => {
    open('/membership/family/new', 'zh');
    await user.click(await screen.findByRole('button', { name: '加入' }));
    expect(await screen.findByText('請輸入中文或英文姓名')).toBeInTheDocument();
    expect(screen.getByText('請輸入出生日期')).toBeInTheDocument();
    await user.type(screen.getByLabelText('緊急聯絡人電話'), 'abc');
    await user.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('請輸入緊急聯絡人姓名')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a date of birth of 18 years ago', async () => {
    open('/membership/family/new');
    await user.type(await screen.findByLabelText('Name in English'), 'Big Kid');
    await user.type(screen.getByLabelText(/Date of birth/), yearsAgo(18));
    await user.click(screen.getByRole('button', { name: 'Add junior' }));
    expect(await screen.findByText('A junior must be under 18. Someone of 18 or more signs up with their own account.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('adds a junior and returns to the family', async () => {
    open('/membership/family/new');
    await user.type(await screen.findByLabelText('Name in Chinese'), '陳小芳');
    // The form collects a child's data: it links the privacy notice (decision 94).
    expect(screen.getByTestId('privacy-notice-link')).toHaveTextContent('How we use your data: Privacy notice');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    await user.type(screen.getByLabelText(/Date of birth/), yearsAgo(7));
    await user.selectOptions(screen.getByLabelText('May the club take and publish photos of this junior?'), 'no');
    await user.type(screen.getByLabelText('Medical notes'), 'Peanut allergy');
    await user.click(screen.getByRole('button', { name: 'Add junior' }));
    expect(await screen.findByTestId('family-page')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ name: { zh: '陳小芳', en: '' }, dateOfBirth: yearsAgo(7), photoConsent: false, forumConsent: null, medicalNotes: 'Peanut allergy', emergencyContact: null });
  });

  it('edits a junior with the saved values filled in; an unknown one is a not-found page', async () => {
    family.juniors = [makeJunior()];
    open('/membership/family/p1');
    expect(await screen.findByLabelText('Name in English')).toHaveValue('Chan Siu Ming');
    expect(screen.getByText(/Answered on/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('School'), 'Diocesan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: 'p1', body: { school: 'Diocesan', photoConsent: true, emergencyContact: { name: 'Wong Mei', relation: 'mother', phone: '91234567' } } });
  });

  it('an unknown junior is a not-found page with the way back', async () => {
    open('/membership/family/nobody');
    expect(await screen.findByRole('heading', { name: 'Junior not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My family' })).toHaveAttribute('href', '/membership/family');
  });
});

describe('accepting an invitation', () => {
  it('uses the link once and opens the family', async () => {
    family = { guardians: [{ ...me, you: false }, { _id: 'u2', fullName: 'Wong Mei', email: 'mum@example.com', you: true }], juniors: [makeJunior()], invites: [] };
    open('/membership/family/accept?token=abc');
    expect(await screen.findByText('You are now a guardian of this family')).toBeInTheDocument();
    expect(screen.getByText('You can see and update the juniors below.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', url: 'accept', body: { token: 'abc' } }]);
    await user.click(screen.getByRole('link', { name: 'Open My family' }));
    expect(await screen.findByTestId('junior-card')).toBeInTheDocument();
  });

  it('says so when the link made another account a guardian', async () => {
    open('/membership/family/accept?token=other');
    expect(await screen.findByText('The invitation was for someone@example.com: sign in with that account to see the family.')).toBeInTheDocument();
  });

  it('says why a link cannot be used', async () => {
    open('/membership/family/accept?token=used');
    expect(await screen.findByText('This link was already used.')).toBeInTheDocument();
  });

  it('a link without its token', async () => {
    open('/membership/family/accept', 'zh');
    expect(await screen.findByText('此連結沒有邀請資料，請開啟電郵中的完整連結。')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe("a junior's membership", () => {
  it('a guest junior is joined from the guardian’s account; an active one shows the end date and the member card', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    const asked: string[] = [];
    server.use(
      http.get(`${API}/cms/membership/create-subscription-link`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ status: 'ok', paymentLink: 'https://pay.example/checkout/1' });
      }),
      http.get(`${API}/cms/family/juniors/:id/membership-qrcode`, ({ params }) => {
        asked.push(`card:${String(params.id)}`);
        return HttpResponse.json({ status: 'ok', dataUrl: 'data:image/png;base64,iVBORw0KGgo=', profileToken: 't' });
      }),
    );
    family = {
      ...family,
      juniors: [
        makeJunior({ _id: 'p1', name: { zh: null, en: 'Guest Junior' } }),
        makeJunior({ _id: 'p2', name: { zh: null, en: 'Member Junior' }, membership: { status: 'active', expiresAt: '2099-06-01T00:00:00.000Z' } }),
      ],
    };
    open('/membership/family');
    await user.click(await screen.findByRole('button', { name: 'Join the club for Guest Junior' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(asked).toEqual(['?personId=p1']);

    const member = screen.getAllByTestId('junior-membership')[1]!;
    expect(within(member).getByText(/Member until/)).toBeInTheDocument();
    expect(within(member).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    await user.click(within(member).getByRole('button', { name: 'Show the member card of Member Junior' }));
    expect(await within(member).findByRole('img', { name: 'Member QR code of Member Junior' })).toBeInTheDocument();
    expect(asked).toContain('card:p2');
    assign.mockRestore();
  });
});
