import { removeTemplate } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  removeTemplate();
}
