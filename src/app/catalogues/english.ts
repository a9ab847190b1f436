import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { addressMessages } from '../../address/messages';
import { editorMessages } from '../../dynamic/editor/messages';
import { SCREEN_MESSAGES } from '../../resources';
import { widgetMessages } from '../../dynamic/widgets/messages';
import { richTextMessages } from '../../dynamic/widgets/richTextMessages';
import { pageMessages } from '../../dynamic/views/messages';
import { voucherPreviewMessages } from '../../dynamic/vouchers/messages';
import { pickerMessages } from '../../dynamic/widgets/models/messages';
import { phoneMessages } from '../../dynamic/widgets/phones/messages';
import { problemMessages } from '../../dynamic/dataProvider/problemMessages';
import { dateRangeMessages } from '../../ui/dateRange/messages';
import { appEnglish } from '../../i18n/appEnglish';
import { deepMerge, type Messages } from '../../i18n/deepMerge';

/** The English catalogue of the shell: react-admin's messages, then ours (default and fallback language). */
export const english: TranslationMessages = {
  ...(deepMerge(englishMessages as Messages, richTextMessages.en) as TranslationMessages),
  ...appEnglish,
  ...(deepMerge(appEnglish as Messages, widgetMessages.en, pickerMessages.en, phoneMessages.en, addressMessages.en, problemMessages.en, dateRangeMessages.en, pageMessages.en, voucherPreviewMessages.en, editorMessages.en, SCREEN_MESSAGES.en) as TranslationMessages),
};
