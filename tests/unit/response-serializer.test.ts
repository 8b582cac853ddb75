import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../server/plugins/response-serializer.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  const who = z.object({ name: z.string() });
  const thread = z.object({
    id: z.number(),
    hand: z.object({ text: z.string(), seats: z.array(who.nullable()) }).nullable(),
    replies: z.array(z.object({ by: who.nullable(), answer: z.union([who, z.number()]) })),
  });

  it('writes a nullable object as null or as its declared fields only, nested in arrays too', () => {
    const write = serializerOf(thread);
    const values = [
      { id: 1, hand: null, replies: [] },
      {
        id: 2,
        hand: { text: 'AhKh', seats: [null, { name: 'Ann', secret: 'x' }], extra: true },
        replies: [
          { by: null, answer: 3 },
          { by: { name: 'Bo', email: 'bo@example.com' }, answer: { name: 'Cy' } },
        ],
      },
    ];
    for (const value of values) expect(JSON.parse(write(value))).toEqual(thread.parse(value));
  });
});
