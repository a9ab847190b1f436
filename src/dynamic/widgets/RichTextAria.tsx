import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect } from 'react';

export type EditorAttributes = Record<string, string>;

/**
 * Keeps the attributes of the editable area (role, name, required, invalid, description) in step with the field.
 * They are editor options: changing the options ra-input-rich-text builds the editor from would rebuild it, and
 * the caret and the focus with it, so the running editor is updated instead. Drawn inside the toolbar, the one
 * place under ra-input-rich-text's editor context; it draws nothing.
 */
export const RichTextAria = ({ attributes }: { attributes: EditorAttributes }) => {
  const editor = useTiptapEditor();
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    // Replaced whole, absent ones left out: ProseMirror would write an attribute set to undefined as "undefined".
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributes]);
  return null;
};
