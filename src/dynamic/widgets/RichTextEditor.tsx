import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { requiredProps } from './required';
import { RichTextLevelSelect } from './RichTextLevelSelect';
import { sanitizeHtml } from './sanitizeHtml';
import type { WidgetProps } from './types';

/** Only tools whose output the sanitiser keeps (no colours, highlights or alignment: styles are dropped). */
const toolbar = (
  <RichTextInputToolbar>
    <RichTextLevelSelect />
    <FormatButtons />
    <ListButtons />
    <LinkButtons />
    <ImageButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/** The lazy chunk of the RichText widget: ra-input-rich-text (tiptap), its HTML sanitised on the way in and out. */
const RichTextEditor = ({ label, required, validate, defaultValue, placeholder: _placeholder, ...rest }: WidgetProps) => {
  const { getValues, setValue, watch } = useFormContext();
  const { source } = rest;
  // A value loaded from a record (on mount, and on every form reset) is cleaned too, so a save never sends back
  // markup the editor did not produce. watch's callback also fires on reset, which a rendered value can miss.
  useEffect(() => {
    const clean = () => {
      const value: unknown = getValues(source);
      if (typeof value === 'string' && value !== '' && sanitizeHtml(value) !== value) {
        setValue(source, sanitizeHtml(value), { shouldDirty: false });
      }
    };
    clean();
    const subscription = watch(clean);
    return () => subscription.unsubscribe();
  }, [source, getValues, setValue, watch]);
  const props = requiredProps({ label, required, validate });
  // tiptap's editable area has no role or name of its own: give it the field's, for screen readers (and tests).
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': props.label } },
    }),
    [props.label],
  );
  return (
    <RichTextInput
      {...rest}
      {...props}
      defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined}
      editorOptions={editorOptions}
      format={sanitizeHtml}
      parse={sanitizeHtml}
      toolbar={toolbar}
    />
  );
};

export default RichTextEditor;
