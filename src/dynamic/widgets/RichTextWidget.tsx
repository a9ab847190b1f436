import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { TranslatableInputs, useTranslate } from 'react-admin';
import { LANGUAGES } from './TabsLanguageWidget';
import type { WidgetProps } from './types';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** RichText and CkEditorSchema: ra-input-rich-text's RichTextInput (a lazy chunk), its HTML sanitised. */
export const RichTextWidget = (props: WidgetProps) => {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.widgets.loading')} sx={{ my: 2 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
};

/** Spec §9 CkEditorSchema: the same editor; the old product's CKEditor is not carried over. */
export const CkEditorSchemaWidget = RichTextWidget;

/** RichText or CkEditorSchema with `isMutilLanguage`: one editor a language, in react-admin's tabs, vi first. */
export const TranslatableRichTextWidget = (props: WidgetProps) => (
  <TranslatableInputs locales={[...LANGUAGES]} defaultLocale="vi">
    <RichTextWidget {...props} />
  </TranslatableInputs>
);
