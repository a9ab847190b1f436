/** The address picker's texts (`app.widgets.address.*`), English; the shell's catalogue (src/app/catalogues) merges them in. */
export const addressEnglish = {
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
} as const;
