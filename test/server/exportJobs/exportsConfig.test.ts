import path from 'node:path';
import { loadExportsConfig } from '../../../server/config';

describe('export settings', () => {
  it('keeps files 72 hours, allows 2 active exports per merchant, 2 workers, polling every 2 s by default', () => {
    expect(loadExportsConfig({}, '/data')).toEqual({
      exportsDir: path.resolve('/data/exports'), keepHours: 72, maxActivePerMerchant: 2, workers: 2, pollSeconds: 2,
    });
    expect(loadExportsConfig({
      EXPORTS_DIR: '/srv/exports', EXPORT_KEEP_HOURS: '0.5', EXPORT_MAX_ACTIVE_PER_MERCHANT: '5', EXPORT_WORKERS: '4', EXPORT_POLL_SECONDS: '0.5',
    }, '/data')).toEqual({ exportsDir: '/srv/exports', keepHours: 0.5, maxActivePerMerchant: 5, workers: 4, pollSeconds: 0.5 });
  });

  it('refuses settings it could not honour', () => {
    expect(() => loadExportsConfig({ EXPORT_POLL_SECONDS: '0.1' }, '/data')).toThrow('EXPORT_POLL_SECONDS must be at least 0.5');
    expect(() => loadExportsConfig({ EXPORT_MAX_ACTIVE_PER_MERCHANT: '1.5' }, '/data')).toThrow('EXPORT_MAX_ACTIVE_PER_MERCHANT must be a whole number');
    expect(() => loadExportsConfig({ EXPORT_WORKERS: '0' }, '/data')).toThrow('EXPORT_WORKERS must be a positive number');
    expect(() => loadExportsConfig({ EXPORT_KEEP_HOURS: 'soon' }, '/data')).toThrow('EXPORT_KEEP_HOURS must be a positive number');
  });
});
