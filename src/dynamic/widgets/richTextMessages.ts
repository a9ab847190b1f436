/**
 * The rich-text toolbar's texts (`ra.tiptap.*`, read by ra-input-rich-text and our level menu): no react-admin
 * catalogue has them, so without these the toolbar would speak English in Vietnamese.
 */
const en = {
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
};

const vi: typeof en = {
  ra: {
    tiptap: {
      align_left: 'Căn trái', align_right: 'Căn phải', align_center: 'Căn giữa', align_justify: 'Căn đều',
      bold: 'In đậm', italic: 'In nghiêng', underline: 'Gạch chân', strike: 'Gạch ngang', code: 'Mã',
      link: 'Thêm liên kết', list_bulleted: 'Danh sách dấu đầu dòng', list_numbered: 'Danh sách đánh số', clear_format: 'Xoá định dạng',
      image: 'Hình ảnh', image_dialog: 'Địa chỉ hình ảnh', color: 'Màu chữ', highlight: 'Tô sáng', blockquote: 'Trích dẫn',
      select_level: 'Chọn cấp tiêu đề', current_level: 'Cấp hiện tại', paragraph: 'Văn bản thường',
      heading1: 'Tiêu đề 1', heading2: 'Tiêu đề 2', heading3: 'Tiêu đề 3', heading4: 'Tiêu đề 4', heading5: 'Tiêu đề 5', heading6: 'Tiêu đề 6',
    },
  },
};

export const richTextMessages = { en, vi };
