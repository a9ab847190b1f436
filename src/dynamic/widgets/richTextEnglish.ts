/**
 * The rich-text toolbar's texts (`ra.tiptap.*`, read by ra-input-rich-text and our level menu): no react-admin
 * catalogue has them, so without these the toolbar would speak English in Vietnamese. English; the shell's catalogue
 * (src/app/catalogues) merges them in.
 */
export const richTextEnglish = {
  ra: {
    tiptap: {
      align_left: 'Align left', align_right: 'Align right', align_center: 'Center', align_justify: 'Justify',
      bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikethrough', code: 'Code',
      link: 'Add a link', list_bulleted: 'Bulleted list', list_numbered: 'Numbered list', clear_format: 'Clear formatting',
      image: 'Image', image_dialog: 'Image URL', color: 'Color', highlight: 'Highlight', blockquote: 'Quote',
      select_level: 'Select the level', current_level: 'Current level', paragraph: 'Normal',
      heading1: 'Heading 1', heading2: 'Heading 2', heading3: 'Heading 3', heading4: 'Heading 4', heading5: 'Heading 5', heading6: 'Heading 6',
    },
  },
} as const;
