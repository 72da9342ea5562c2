import { z } from 'zod';
import { serializerCompiler } from '../../../src/server/schemas/serializer';

const Answer = z.object({ id: z.uuid(), name: z.string(), total: z.number() });
const serialize = serializerCompiler({ schema: Answer, method: 'GET', url: '/api/v1/example' });
const id = '7b3c1f0e-3c5a-4d7e-9b1a-2f4e6d8c0a11';

describe('response serializer', () => {
  it('writes the checked answer as UTF-8 bytes, unknown keys dropped', () => {
    const out = serialize({ id, name: 'Gare du Nord – Lot B', total: 12.5, passwordHash: 'secret' }) as unknown;
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(JSON.parse((out as Buffer).toString('utf8'))).toEqual({ id, name: 'Gare du Nord – Lot B', total: 12.5 });
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serialize({ id: 'not-an-id', name: 'Lot', total: 1 })).toThrow(/Response doesn't match the schema/);
  });
});
