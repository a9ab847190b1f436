// ra-language-vietnamese 3.0.1 ships plain CommonJS without types.
declare module 'ra-language-vietnamese' {
  import type { TranslationMessages } from 'react-admin';

  const vietnameseMessages: TranslationMessages;
  export default vietnameseMessages;
}
