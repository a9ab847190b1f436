import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { richTextEnglish } from './richTextEnglish';

/** The rich-text toolbar's texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const richTextVietnamese: CatalogueOf<typeof richTextEnglish> = {
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
