import { checkSharedSecret, secretFingerprint } from '../../../server/startup/sharedSecret';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('AUTH_SECRET shared by the instances of a database', (context) => {
  const at = new Date('2026-11-21T02:00:00Z');

  it('records the first secret, accepts the same again, and reports another', async () => {
    const { db } = context.database;
    expect(await checkSharedSecret(db, 'secret-one', at)).toEqual({ outcome: 'first' });
    expect(await checkSharedSecret(db, 'secret-one', at)).toEqual({ outcome: 'same' });
    expect(await checkSharedSecret(db, 'secret-two', at)).toEqual({
      outcome: 'changed', before: secretFingerprint('secret-one'), now: secretFingerprint('secret-two'),
    });
    // The record follows the latest: an instance started again with the second secret is in agreement.
    expect(await checkSharedSecret(db, 'secret-two', at)).toEqual({ outcome: 'same' });
  });

  it('keeps a fingerprint that tells nothing of the secret', () => {
    expect(secretFingerprint('secret-one')).toMatch(/^[0-9a-f]{16}$/);
    expect(secretFingerprint('secret-one')).not.toContain('secret');
    expect(secretFingerprint('secret-one')).not.toBe(secretFingerprint('secret-two'));
  });
});
