/**
 * The widgets' texts (`app.widgets.*`), English and Vietnamese. The shell's catalogues (src/i18n/en.ts, vi.ts)
 * merge them in, so every widget reads them through react-admin's `useTranslate`.
 */
export const widgetMessages = {
  en: {
    app: {
      widgets: {
        richText: {
          linkTitle: 'Add a link',
          linkLabel: 'Link address',
          linkHelp: 'An address starting with https:// or mailto:, or a path of this app. Leave it blank to remove the link.',
          linkInvalid: 'Use an address starting with https:// or mailto:, or a path of this app',
          imageTitle: 'Insert an image',
          imageLabel: 'Image address',
          imageHelp: 'An address starting with https://, or an uploaded image.',
          imageInvalid: 'Use an address starting with https:// or an uploaded image',
          apply: 'Apply',
          cancel: 'Cancel',
        },
        required: '%{field} is required!',
        // Read by screen readers on fields that cannot carry aria-required (groups, file buttons): the '(*)' is for the eye.
        requiredHint: 'Required',
        invalidType: 'Invalid type %{widget}',
        loading: 'Loading…',
        location: {
          placeholder: 'latitude/longitude',
          invalid: 'Enter latitude/longitude, e.g. 21.0575491/105.7909262 (latitude from -90 to 90, longitude from -180 to 180)',
          map: 'Map: click to choose the location',
        },
        image: {
          choose: 'Choose an image',
          add: 'Add an image',
          remove: 'Remove image',
          none: 'No image',
          cropTitle: 'Crop the image',
          zoom: 'Zoom',
          crop: 'Crop and upload',
          cancel: 'Cancel',
          uploading: 'Uploading…',
        },
        upload: {
          choose: 'Choose a file',
          remove: 'Remove file',
          uploading: 'Uploading…',
          failed: 'The upload failed.',
          download: 'Download the file',
          downloadFailed: 'The file could not be downloaded.',
        },
        captcha: {
          image: 'Captcha image',
          refresh: 'Refresh captcha',
        },
      },
    },
  },
  vi: {
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
  },
} as const;
