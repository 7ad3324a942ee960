import { addShellTexts } from './shell-catalogue';

// Contact Us (spec 01 §2, §4, §5, §8).
const en = {
  contact: {
    eyebrow: 'Contact Us',
    title: "We'd love to hear from you",
    subtitle: 'Questions about membership, events or lessons? Send us a message and our team will get back to you.',
    blocks: {
      emailTitle: 'Email Contact',
      emailText: 'Write to us any time at <mail>{{email}}</mail>.',
      enquiryTitle: 'General Enquiry',
      enquiryText: 'Membership, events, lessons, partnerships — ask us anything.',
      responseTitle: 'Quick Response',
      responseText: 'We typically reply within 24 hours on business days.',
    },
    company: {
      title: 'Company Information',
      businessNameLabel: 'Business Name',
      businessName: 'Youth Golf Community Limited',
      enquiryLabel: 'General Enquiry',
      email: '<mail>{{email}}</mail>',
      phoneLabel: 'Telephone',
      whatsappLabel: 'WhatsApp',
      whatsappLink: 'Message us on WhatsApp ({{number}})',
      responseNote: 'We typically respond within 24 hours during business days.',
    },
    form: {
      title: 'Send us a message',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      enquiry: 'Enquiry',
      enquiryPlaceholder: 'How can we help?',
      submit: 'Send Message',
      submitting: 'Sending...',
      sentTitle: 'Message Sent!',
      sentDescription: 'Thank you for contacting us. We will get back to you soon.',
      errorTitle: 'Error',
      failed: 'Failed to submit enquiry. Please try again.',
    },
  },
};

const zh: typeof en = {
  contact: {
    eyebrow: '聯絡我們',
    title: '我們樂意聆聽你的意見',
    subtitle: '對會籍、活動或課程有疑問？歡迎留言，我們的團隊會盡快回覆你。',
    blocks: {
      emailTitle: '電郵聯絡',
      emailText: '隨時電郵至 <mail>{{email}}</mail> 與我們聯絡。',
      enquiryTitle: '一般查詢',
      enquiryText: '會籍、活動、課程、合作——歡迎查詢。',
      responseTitle: '快速回覆',
      responseText: '我們一般於辦公日 24 小時內回覆。',
    },
    company: {
      title: '公司資料',
      businessNameLabel: '公司名稱',
      businessName: '青少年高爾夫社群有限公司',
      enquiryLabel: '一般查詢',
      email: '<mail>{{email}}</mail>',
      phoneLabel: '電話',
      whatsappLabel: 'WhatsApp',
      whatsappLink: '以 WhatsApp 聯絡我們（{{number}}）',
      responseNote: '我們一般於辦公日 24 小時內回覆。',
    },
    form: {
      title: '留言給我們',
      name: '姓名',
      email: '電郵',
      phone: '電話',
      enquiry: '查詢內容',
      enquiryPlaceholder: '有甚麼可以幫到你？',
      submit: '發送訊息',
      submitting: '發送中...',
      sentTitle: '訊息已發送！',
      sentDescription: '感謝你的查詢，我們會盡快回覆你。',
      errorTitle: '錯誤',
      failed: '提交查詢失敗，請再試一次。',
    },
  },
};

export const contactTexts = { en, zh };
addShellTexts(contactTexts);
