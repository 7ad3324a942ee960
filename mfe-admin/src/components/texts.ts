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
  image: {
    hint: 'PNG, JPG, JPEG (max 5MB)',
    choose: 'Choose Image',
    change: 'Change Image',
    remove: 'Remove Image',
    current: 'Current image',
    selected: 'Selected image',
    tooLarge: 'Image must be less than 5MB.',
    invalidType: 'Please select a valid image file.',
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
  image: {
    hint: 'PNG、JPG、JPEG（最大 5MB）',
    choose: '選擇圖片',
    change: '更換圖片',
    remove: '移除圖片',
    current: '現有圖片',
    selected: '已選擇的圖片',
    tooLarge: '圖片必須小於 5MB。',
    invalidType: '請選擇有效的圖片檔案。',
  },
};

export const componentTexts = { en, zh };
addAdminTexts(componentTexts);
