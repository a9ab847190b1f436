/** The voucher preview's texts (`app.voucherPreview.*`), English; the shell's catalogue (src/app/catalogues) merges them in. */
export const voucherPreviewEnglish = {
  app: {
    voucherPreview: {
      loading: 'Loading the voucher preview',
      mockup: 'Voucher as customers see it on the phone',
      noImage: 'No image yet',
      points: '%{points} points',
      validUntil: 'Valid until %{date}',
      partnerInfo: 'Partner information',
      hotLine: 'Hotline: %{phone}',
      period: 'Validity period',
      places: 'Where it applies',
      noPlaces: 'No shop listed',
      actions: 'Sync or block this voucher',
    },
  },
} as const;
