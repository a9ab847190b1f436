/**
 * The i18n key of a message raised by the HTTP client or answered by the server (`message` of the envelope).
 * Texts and keys of the original product map to one `app.http.*` key each; anything else is shown as it is.
 */
const KEYS: Readonly<Record<string, string>> = {
  // HTTP client notices (src/dataProvider/httpClient.ts HTTP_MESSAGES)
  'Bad Request': 'app.http.badRequest',
  session_expired_please_login_again: 'app.http.sessionExpired',
  Forbidden: 'app.http.forbidden',
  badRequest: 'app.http.badRequestDetail',
  dataNotFound: 'app.http.dataNotFound',
  internalServerError: 'app.http.internalServerError',
  'Something wrong.': 'app.http.somethingWrong',
  // Server message keys and the product's other texts
  serviceUnavailable: 'app.http.serviceUnavailable',
  systemError: 'app.http.systemError',
  'System Error, please try again!': 'app.http.systemError',
  invalidParam: 'app.http.invalidParam',
  'Invalid Param': 'app.http.invalidParam',
  data_incorrect_please_check_again: 'app.http.dataIncorrect',
  'Data incorrect please check again': 'app.http.dataIncorrect',
  // The page engine's screen messages (spec §8)
  'Thành công': 'app.pages.success',
  no_have_button: 'app.pages.noButton',
  'Không có nút bấm': 'app.pages.noButton',
  successfully: 'app.pages.successfully',
  noData: 'app.pages.noData',
  notFoundPage: 'app.pages.notFoundPage',
};

export const messageKey = (message: string): string => KEYS[message] ?? message;

/** Every key the map points to, so a test can check each exists in both catalogues. */
export const MESSAGE_KEYS: readonly string[] = [...new Set(Object.values(KEYS))];
