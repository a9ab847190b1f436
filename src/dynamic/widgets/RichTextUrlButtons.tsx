import ImageIcon from '@mui/icons-material/Image';
import InsertLink from '@mui/icons-material/InsertLink';
import ToggleButton from '@mui/material/ToggleButton';
import { useEditorState } from '@tiptap/react';
import { useEditorSelection, useTiptapEditor } from 'ra-input-rich-text';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isSafeImageUrl } from '../../core/imageUrl';
import { isSafeLinkUrl } from '../../core/richText';
import { RichTextUrlDialog } from './RichTextUrlDialog';
// The link and image commands' types (setLink, unsetLink, setImage): ra-input-rich-text registers the extensions.
import type {} from '@tiptap/extension-image';
import type {} from '@tiptap/extension-link';

/** ra-input-rich-text's link button, asking the address in our dialog (the rich-text allow-list: https, mailto or a path of the app; blank removes it). */
export const RichTextLinkButton = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const selection = useEditorSelection();
  const [open, setOpen] = useState(false);
  const isActive = useEditorState({ editor, selector: ({ editor: current }) => (current ? current.isActive('link') : false) });
  const label = translate('ra.tiptap.link');
  const current = editor?.getAttributes('link').href;
  const apply = (url: string) => {
    setOpen(false);
    const chain = editor.chain().focus().extendMarkRange('link');
    (url === '' ? chain.unsetLink() : chain.setLink({ href: url })).run();
  };
  return (
    <>
      <ToggleButton
        aria-label={label}
        title={label}
        value="link"
        selected={isActive}
        disabled={!editor?.isEditable || (!selection && !isActive)}
        onClick={() => setOpen(true)}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      {open ? (
        <RichTextUrlDialog
          kind="link"
          initial={typeof current === 'string' ? current : ''}
          accept={isSafeLinkUrl}
          allowBlank
          onApply={apply}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};

/** ra-input-rich-text's image button, asking the address in our dialog (https or an uploaded image, as the store keeps). */
export const RichTextImageButton = () => {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('ra.tiptap.image');
  const apply = (url: string) => {
    setOpen(false);
    editor.chain().focus().setImage({ src: url }).run();
  };
  return (
    <>
      <ToggleButton aria-label={label} title={label} value="image" disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      {open ? (
        <RichTextUrlDialog kind="image" initial="" accept={isSafeImageUrl} allowBlank={false} onApply={apply} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
};
