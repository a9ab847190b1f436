/** Messages of the address picker, under `app.widgets.address.*`; merged into the shell catalogues by src/i18n. */
export const addressMessages = {
  en: {
    app: {
      widgets: {
        address: {
          system: 'Administrative units',
          system2025: '2025 units (34 provinces)',
          systemLegacy: 'Before 1 July 2025 (with districts)',
          province: 'Province / City',
          district: 'District',
          ward: 'Ward / Commune',
          loading: 'Loading administrative areas…',
          loadError: 'The administrative areas could not be loaded.',
          noOptions: 'No matches',
          incomplete2025: 'Choose the province and the ward',
          incompleteLegacy: 'Choose the province, the district and the ward',
        },
      },
    },
  },
  vi: {
    app: {
      widgets: {
        address: {
          system: 'Đơn vị hành chính',
          system2025: 'Đơn vị từ năm 2025 (34 tỉnh, thành phố)',
          systemLegacy: 'Trước ngày 1/7/2025 (có quận, huyện)',
          province: 'Tỉnh / Thành phố',
          district: 'Quận / Huyện',
          ward: 'Phường / Xã',
          loading: 'Đang tải danh mục hành chính…',
          loadError: 'Không tải được danh mục hành chính.',
          noOptions: 'Không có kết quả phù hợp',
          incomplete2025: 'Hãy chọn tỉnh, thành phố và phường, xã',
          incompleteLegacy: 'Hãy chọn tỉnh, thành phố, quận, huyện và phường, xã',
        },
      },
    },
  },
} as const;
