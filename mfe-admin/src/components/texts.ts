import { addAdminTexts } from '../i18n/admin-texts';

// Words the admin's shared components and several screens use.
const en = {
  actions: {
    search: 'Search',
    clearSearch: 'Clear',
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving...',
    back: 'Back',
    view: 'View',
    retry: 'Retry',
  },
  table: {
    actions: 'Actions',
  },
};

const zh: typeof en = {
  actions: {
    search: '搜尋',
    clearSearch: '清除',
    edit: '編輯',
    delete: '刪除',
    deleting: '刪除中...',
    cancel: '取消',
    save: '儲存',
    saving: '儲存中...',
    back: '返回',
    view: '查看',
    retry: '重試',
  },
  table: {
    actions: '操作',
  },
};

export const componentTexts = { en, zh };
addAdminTexts(componentTexts);
