import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { addressEnglish } from '../../address/addressEnglish';
import { problemsEnglish } from '../../dynamic/dataProvider/problemsEnglish';
import { editorEnglish } from '../../dynamic/editor/editorEnglish';
import { pagesEnglish } from '../../dynamic/views/pagesEnglish';
import { voucherPreviewEnglish } from '../../dynamic/vouchers/voucherPreviewEnglish';
import { pickersEnglish } from '../../dynamic/widgets/models/pickersEnglish';
import { phonesEnglish } from '../../dynamic/widgets/phones/phonesEnglish';
import { richTextEnglish } from '../../dynamic/widgets/richTextEnglish';
import { widgetsEnglish } from '../../dynamic/widgets/widgetsEnglish';
import { appEnglish } from '../../i18n/appEnglish';
import { deepMerge, type Messages } from '../../i18n/deepMerge';
import { dateRangeEnglish } from '../../ui/dateRange/dateRangeEnglish';

/**
 * The shell's English (the default and fallback language) but the screens' own texts: react-admin's messages, then
 * ours and every feature's. Each screen's (src/resources/<name>/english.ts) join it in loadCatalogue.ts.
 */
export const english = deepMerge(
  englishMessages as Messages,
  richTextEnglish,
  appEnglish,
  widgetsEnglish,
  pickersEnglish,
  phonesEnglish,
  addressEnglish,
  problemsEnglish,
  dateRangeEnglish,
  pagesEnglish,
  voucherPreviewEnglish,
  editorEnglish,
) as TranslationMessages;
