import { screen, within } from '@testing-library/react';
import { renderPage } from '@golf/shared/testing/render';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy-notice';
import { setupShellTest } from '../../testing/shell-test';
import { privacyTexts } from '../../i18n/privacy';
import PrivacyNoticePage from './PrivacyNoticePage';

setupShellTest();

const SECTIONS = ['collect', 'purposes', 'sharing', 'retention', 'juniors', 'marketing', 'rights', 'contact', 'changes'];

describe('the privacy notice (/privacy)', () => {
  test('in English: its version, every part a PICS needs, and the club’s address to write to', async () => {
    renderPage(<PrivacyNoticePage />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByTestId('privacy-version')).toHaveTextContent(`Version ${PRIVACY_NOTICE_VERSION}`);
    for (const part of SECTIONS) expect(screen.getByTestId(`privacy-${part}`)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Seeing, correcting and deleting your data' })).toHaveTextContent('within 40 days');
    expect(screen.getByRole('region', { name: 'Direct marketing' })).toHaveTextContent('withdraw at any time');
    expect(screen.getByRole('region', { name: 'Juniors and guardians' })).toHaveTextContent('parental responsibility');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(await within(contact).findByRole('link', { name: 'info@youthgolf.hk' })).toHaveAttribute('href', 'mailto:info@youthgolf.hk');
    expect(within(contact).getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact-us');
  });

  test('in Chinese, with the same version', () => {
    renderPage(<PrivacyNoticePage />, { language: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '私隱聲明' })).toBeInTheDocument();
    expect(screen.getByTestId('privacy-version')).toHaveTextContent(`版本 ${PRIVACY_NOTICE_VERSION}`);
    expect(screen.getByText('收集個人資料聲明')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '查閱、改正及刪除資料' })).toHaveTextContent('40 日內');
  });

  test('both languages carry the same texts', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}.${key}`)) : [prefix];
    expect(keys(privacyTexts.zh)).toEqual(keys(privacyTexts.en));
  });
});
