import { useTranslate } from 'react-admin';

/** The product name, for the pages react-admin titles itself (error, not found). */
export const AppTitle = () => <>{useTranslate()('app.name')}</>;
