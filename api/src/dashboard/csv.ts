import type { DashboardPanel, DashboardPanels } from '@golf/contract/dashboard';
import { csvFile } from '../core/csv.js';
import type { Language } from '../core/i18n.js';

// Each panel as the committee's spreadsheet: its columns in the caller's language, the figures as
// the JSON answer has them (HKD dollars, rates as percentages).

const percent = (rate: number) => Math.round(rate * 1000) / 10;

const WORDS = {
  en: {
    figure: 'Figure',
    value: 'Value',
    figures: { active: 'Active members', adults: 'Adults', juniors: 'Juniors', expiring: 'Expiring within 30 days', lapsed: 'Lapsed' },
    members: ['Period', 'Active members', 'Joined', 'Lapsed'],
    revenue: ['Period', 'Online (HKD)', 'Cash (HKD)', 'Bank transfer (HKD)', 'Refunds (HKD)', 'Net (HKD)'],
    total: 'Total',
    events: ['Date', 'Time', 'Event', 'Places', 'Taken', 'Held', 'Waiting list', 'Fill rate (%)'],
    attendance: ['Date', 'Time', 'Event', 'Expected', 'Attended', 'No-shows', 'No-show rate (%)'],
    waiting: ['Waiting item', 'Count'],
    items: { reports: 'Forum reports to review', failedMails: 'Mails that failed', unpaidEnrolments: 'Enrolments unpaid for over a week', dataRequests: 'Data requests to answer' },
  },
  zh: {
    figure: '項目',
    value: '數值',
    figures: { active: '有效會員', adults: '成人', juniors: '青少年', expiring: '30 日內到期', lapsed: '已過期' },
    members: ['期間', '有效會員', '新加入', '過期'],
    revenue: ['期間', '網上付款（港幣）', '現金（港幣）', '銀行轉帳（港幣）', '退款（港幣）', '淨收入（港幣）'],
    total: '合計',
    events: ['日期', '時間', '活動', '名額', '已報名', '保留', '候補人數', '滿額率（%）'],
    attendance: ['日期', '時間', '活動', '應到', '出席', '缺席', '缺席率（%）'],
    waiting: ['待辦事項', '數目'],
    items: { reports: '待審核的論壇舉報', failedMails: '寄送失敗的郵件', unpaidEnrolments: '超過一星期未付款的報名', dataRequests: '待回覆的個人資料要求' },
  },
} as const;

export function panelCsv<P extends DashboardPanel>(panel: P, data: DashboardPanels[P], language: Language): string {
  const words = WORDS[language];
  switch (panel) {
    case 'members': {
      const { figures, trend } = data as DashboardPanels['members'];
      return csvFile([...words.members], [
        ...trend.map((row) => [row.period, row.active, row.joined, row.lapsed]),
        [],
        [words.figure, words.value],
        ...(Object.keys(words.figures) as Array<keyof typeof figures>).map((key) => [words.figures[key], figures[key]]),
      ]);
    }
    case 'revenue': {
      const { trend, totals } = data as DashboardPanels['revenue'];
      return csvFile([...words.revenue], [
        ...trend.map((row) => [row.period, row.online, row.cash, row.transfer, row.refunds, row.net]),
        [words.total, totals.online, totals.cash, totals.transfer, totals.refunds, totals.net],
      ]);
    }
    case 'events': {
      const { events } = data as DashboardPanels['events'];
      return csvFile([...words.events], events.map((row) => [row.date, row.time, row.name, row.places, row.taken, row.held, row.waiting, percent(row.fillRate)]));
    }
    case 'attendance': {
      const { events } = data as DashboardPanels['attendance'];
      return csvFile([...words.attendance], events.map((row) => [row.date, row.time, row.name, row.expected, row.attended, row.noShows, percent(row.noShowRate)]));
    }
    default: {
      const { items } = data as DashboardPanels['waiting'];
      return csvFile([...words.waiting], items.map((item) => [words.items[item.key], item.count]));
    }
  }
}
