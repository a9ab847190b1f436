import englishMessages from 'ra-language-english';
import vietnameseMessages from 'ra-language-vietnamese';
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
import { appVietnamese } from '../../i18n/appVietnamese';
import { deepMerge, type Messages } from '../../i18n/deepMerge';
import { raVietnamese } from '../../i18n/raVietnamese';

/**
 * The Vietnamese catalogue of the shell: English under everything (a safety net for keys a future react-admin
 * adds), the old community package, our complete translation of react-admin's keys, then our own messages.
 */
export const vietnamese: TranslationMessages = {
  ...(deepMerge(englishMessages as Messages, vietnameseMessages as Messages, raVietnamese as Messages, richTextMessages.vi) as TranslationMessages),
  ...appVietnamese,
  ...(deepMerge(appVietnamese as Messages, widgetMessages.vi, pickerMessages.vi, phoneMessages.vi, addressMessages.vi, problemMessages.vi, dateRangeMessages.vi, pageMessages.vi, voucherPreviewMessages.vi, editorMessages.vi, SCREEN_MESSAGES.vi) as TranslationMessages),
};
