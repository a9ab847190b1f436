import { Navigate } from 'react-router-dom';
import { HOME_PATH } from './shellRoutes';

/** `/` and unknown paths go to the dashboard (spec §2). */
export const GoHome = () => <Navigate to={HOME_PATH} replace />;
