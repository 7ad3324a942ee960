import type { Catalogue } from '../core/i18n.js';

export const messages = {
  en: {
    'files.multipartRequired': 'Please send the image as a multipart form with the field "file".',
    'files.fileRequired': 'Please choose an image to upload.',
    'files.tooLarge': 'Each image must be less than 5MB.',
    'files.unsupportedType': 'Only PNG and JPEG images can be uploaded.',
    'files.invalidUpload': 'The upload could not be read. Please try again.',
    'files.notFound': 'File not found.',
    'files.unreadable': 'The image could not be read. Please choose another PNG or JPEG file.',
    'files.timeout': 'The upload took too long. Please try again on a better connection.',
    'files.busy': 'Many images are being uploaded right now. Please try again in {seconds} seconds.',
  },
  zh: {
    'files.multipartRequired': '請以 multipart 表單的 "file" 欄位上載圖片。',
    'files.fileRequired': '請選擇要上載的圖片。',
    'files.tooLarge': '每張圖片必須小於 5MB。',
    'files.unsupportedType': '只可上載 PNG 或 JPEG 圖片。',
    'files.invalidUpload': '無法讀取上載內容，請再試一次。',
    'files.notFound': '找不到檔案。',
    'files.unreadable': '無法讀取這張圖片，請選擇另一個 PNG 或 JPEG 檔案。',
    'files.timeout': '上載時間過長，請在較穩定的網絡下再試。',
    'files.busy': '目前有大量圖片正在上載，請於 {seconds} 秒後再試。',
  },
} satisfies Catalogue;
