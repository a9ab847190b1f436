import { type Notice, onNotice } from '../../../src/dataProvider/notices';

/** The HTTP client's notices raised during each test of the file that calls this (at its top level). */
export const recordNotices = (): Notice[] => {
  const notices: Notice[] = [];
  let stop: () => void = () => undefined;
  beforeEach(() => {
    notices.length = 0;
    stop = onNotice((notice) => notices.push(notice));
  });
  afterEach(() => stop());
  return notices;
};
