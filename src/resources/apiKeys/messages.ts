import type { ScreenMessages } from '../screen';

/** The screen's titles and menu entry, in both languages. */
export const messages: ScreenMessages = {
  en: {
    app: {
      menu: { apiKeys: 'API Keys' },
      screens: {
        apiKeys: 'API Keys',
        apiKeyDetail: 'API Key Detail',
        apiKeyCreate: 'New API Key',
      },
    },
  },
  vi: {
    app: {
      menu: { apiKeys: 'Khóa API' },
      screens: {
        apiKeys: 'Khóa API',
        apiKeyDetail: 'Chi tiết khóa API',
        apiKeyCreate: 'Tạo khóa API',
      },
    },
  },
};
