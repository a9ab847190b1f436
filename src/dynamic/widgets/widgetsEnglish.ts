/**
 * The widgets' texts (`app.widgets.*`), English; the shell's catalogue (src/app/catalogues) merges them in, so every
 * widget reads them through react-admin's `useTranslate`.
 */
export const widgetsEnglish = {
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
} as const;
