import type { DataProvider } from 'react-admin';

/** Until the resources land (later issues), every data call fails plainly: no fake data is ever shown. */
const notAvailable = (): Promise<never> => Promise.reject(new Error('app.data.notAvailable'));

export const notAvailableDataProvider: DataProvider = {
  getList: notAvailable,
  getOne: notAvailable,
  getMany: notAvailable,
  getManyReference: notAvailable,
  create: notAvailable,
  update: notAvailable,
  updateMany: notAvailable,
  delete: notAvailable,
  deleteMany: notAvailable,
};
