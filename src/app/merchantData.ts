import type { MerchantData } from '../dataProvider/merchantResource';
import { SCREEN_RESOURCES } from '../resources';

/**
 * Every merchant portal resource react-admin's dataProvider serves, by name, from the screen folder that holds its
 * data (its index.ts `data`, loading its data.ts): adding a merchant screen adds its resources here by itself.
 */
export const MERCHANT_DATA: MerchantData = Object.fromEntries(SCREEN_RESOURCES.flatMap((screen) => Object.entries(screen.data ?? {})));
