import { addShellTexts } from './shell-catalogue';

// The urgent banner's texts: they arrive with the banner's code, which loads only when there is an
// urgent live update to show (most visits have none).
const en = {
  urgent: {
    region: 'Urgent live updates',
    label: 'Urgent',
    more: 'All live updates',
    dismiss: 'Dismiss “{{title}}”',
  },
};

const zh: typeof en = {
  urgent: {
    region: '緊急即時動態',
    label: '緊急',
    more: '查看所有即時動態',
    dismiss: '關閉「{{title}}」',
  },
};

export const urgentTexts = { en, zh };
addShellTexts(urgentTexts);
