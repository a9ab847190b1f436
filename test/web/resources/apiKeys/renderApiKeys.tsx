import ApiKeyCreate from '../../../../src/resources/apiKeys/ApiKeyCreate';
import ApiKeyList from '../../../../src/resources/apiKeys/ApiKeyList';
import ApiKeyShow from '../../../../src/resources/apiKeys/ApiKeyShow';
import { renderScreens, type RenderScreensOptions } from '../../support/renderScreens';

/** The API key screens as the shell mounts them (test/web/support/renderScreens.tsx). */
export const renderApiKeys = (path: string, options?: RenderScreensOptions) => renderScreens([
  ['/api-keys', ApiKeyList, 'app.screens.apiKeys'],
  ['/api-key/detail/:id', ApiKeyShow, 'app.screens.apiKeyDetail'],
  ['/api-key/create', ApiKeyCreate, 'app.screens.apiKeyCreate'],
], path, options);
