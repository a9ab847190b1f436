import type { CatalogueOf } from '../../i18n/catalogueOf';
import type { widgetsEnglish } from './widgetsEnglish';

/** The widgets' texts in Vietnamese: every key of the English (a missing key is a compile error). */
export const widgetsVietnamese: CatalogueOf<typeof widgetsEnglish> = {
  app: {
    widgets: {
      richText: {
        linkTitle: 'Thêm liên kết',
        linkLabel: 'Địa chỉ liên kết',
        linkHelp: 'Địa chỉ bắt đầu bằng https:// hoặc mailto:, hoặc một đường dẫn của ứng dụng này. Để trống để bỏ liên kết.',
        linkInvalid: 'Hãy dùng địa chỉ bắt đầu bằng https:// hoặc mailto:, hoặc một đường dẫn của ứng dụng này',
        imageTitle: 'Chèn hình ảnh',
        imageLabel: 'Địa chỉ hình ảnh',
        imageHelp: 'Địa chỉ bắt đầu bằng https://, hoặc một ảnh đã tải lên.',
        imageInvalid: 'Hãy dùng địa chỉ bắt đầu bằng https:// hoặc một ảnh đã tải lên',
        apply: 'Áp dụng',
        cancel: 'Huỷ',
      },
      required: '%{field} là bắt buộc!',
      requiredHint: 'Bắt buộc',
      invalidType: 'Kiểu trường không hợp lệ: %{widget}',
      loading: 'Đang tải…',
      location: {
        placeholder: 'vĩ độ/kinh độ',
        invalid: 'Nhập vĩ độ/kinh độ, ví dụ 21.0575491/105.7909262 (vĩ độ từ -90 đến 90, kinh độ từ -180 đến 180)',
        map: 'Bản đồ: bấm để chọn vị trí',
      },
      image: {
        choose: 'Chọn ảnh',
        add: 'Thêm ảnh',
        remove: 'Xoá ảnh',
        none: 'Chưa có hình ảnh',
        cropTitle: 'Cắt ảnh',
        zoom: 'Thu phóng',
        crop: 'Cắt và tải lên',
        cancel: 'Huỷ',
        uploading: 'Đang tải lên…',
      },
      upload: {
        choose: 'Chọn tệp',
        remove: 'Xoá tệp',
        uploading: 'Đang tải tệp lên…',
        failed: 'Tải lên không thành công.',
        download: 'Tải tệp xuống',
        downloadFailed: 'Không tải được tệp xuống.',
      },
      captcha: {
        image: 'Ảnh mã xác thực',
        refresh: 'Làm mới mã xác thực',
      },
    },
  },
};
