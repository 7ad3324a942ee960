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
  bilingual: {
    zh: 'Chinese',
    en: 'English',
    hint: 'Write it in Chinese, English or both. Readers see their own language, or the other one marked with its name.',
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
  juniorCare: {
    label: 'Junior',
    guardian: 'Guardian: {{name}} · {{phone}}',
    emergency: 'Emergency: {{name}} · {{phone}}',
    emergencyWithRelation: 'Emergency: {{name}} ({{relation}}) · {{phone}}',
    noEmergency: 'No emergency contact given',
    medical: 'Medical note: {{notes}}',
    photosYes: 'Photos allowed',
    photosNo: 'No photos',
    photosUnanswered: 'Photo consent not answered',
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
  bilingual: {
    zh: '中文',
    en: '英文',
    hint: '可填寫中文、英文或兩者。讀者會看到自己的語言；只有另一種語言時，會標明其語言。',
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
  juniorCare: {
    label: '青少年',
    guardian: '監護人：{{name}} · {{phone}}',
    emergency: '緊急聯絡人：{{name}} · {{phone}}',
    emergencyWithRelation: '緊急聯絡人：{{name}}（{{relation}}）· {{phone}}',
    noEmergency: '未提供緊急聯絡人',
    medical: '醫療備註：{{notes}}',
    photosYes: '可拍照',
    photosNo: '不可拍照',
    photosUnanswered: '未回覆拍照同意',
  },
};

export const componentTexts = { en, zh };
addAdminTexts(componentTexts);
