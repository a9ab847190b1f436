import { httpClient } from '../../dataProvider/httpClient';

/** `removeDevice`: the serial is free again and the employee's trusted browsers must pass the SMS code again. */
export const removeDevice = async (id: number): Promise<void> => {
  await httpClient('/api/device/removeDevice', { body: { id } });
};
