import Box from '@mui/material/Box';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useEffect, useId, useMemo, useRef } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { requiredProps } from './required';
import { type EditorAttributes, RichTextAria } from './RichTextAria';
import { RichTextLevelSelect } from './RichTextLevelSelect';
import { sanitizeHtml } from './sanitizeHtml';
import { RichTextImageButton, RichTextLinkButton } from './RichTextUrlButtons';
import type { WidgetProps } from './types';
import { useHelperTextId } from './useHelperTextId';

/** Only tools whose output the sanitiser keeps (no colours, highlights or alignment: styles are dropped). */
const toolbar = (attributes: EditorAttributes) => (
  <RichTextInputToolbar>
    <RichTextAria attributes={attributes} />
    <RichTextLevelSelect />
    <FormatButtons />
    <ListButtons />
    <RichTextLinkButton />
    <RichTextImageButton />
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
  const id = useId();
  // Only the errors are read: reading more of the form state would draw the editor again for each of its changes.
  const { errors } = useFormState({ name: source, exact: true });
  const invalid = get(errors, source) !== undefined;
  const container = useRef<HTMLDivElement>(null);
  const messageId = useHelperTextId(container, '.MuiFormHelperText-root', id);
  // tiptap's editable area has no role or name of its own: give it the field's, for screen readers (and tests).
  const named = useMemo(() => ({ role: 'textbox', 'aria-multiline': 'true', 'aria-label': props.label, id }), [props.label, id]);
  const editorOptions = useMemo(() => ({ ...DefaultEditorOptions, editorProps: { attributes: named } }), [named]);
  const attributes = useMemo<EditorAttributes>(
    () => ({
      ...named,
      'aria-describedby': messageId,
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
    }),
    [named, messageId, required, invalid],
  );
  return (
    <Box ref={container}>
      <RichTextInput
        {...rest}
        {...props}
        id={id}
        defaultValue={typeof defaultValue === 'string' ? defaultValue : undefined}
        editorOptions={editorOptions}
        format={sanitizeHtml}
        parse={sanitizeHtml}
        toolbar={toolbar(attributes)}
      />
    </Box>
  );
};

export default RichTextEditor;
