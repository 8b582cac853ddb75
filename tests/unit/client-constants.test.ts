import { describe, expect, it } from 'vitest';
import { SUPPORT_TITLES } from '../../portal/constants';
import { SUPPORT_TITLES as SERVER_SUPPORT_TITLES } from '../../server/schemas/support';
import { UPLOAD_CHUNK_BYTES as SERVER_UPLOAD_CHUNK_BYTES } from '../../server/schemas/upload';
import { UPLOAD_CHUNK_BYTES } from '../../src/constants';

// The browser keeps its own copies so that zod (the server's schemas) stays out of its bundle.
describe("the client's copies of the server's constants", () => {
  it('offers exactly the support subjects the server accepts', () => {
    expect(SUPPORT_TITLES).toEqual(SERVER_SUPPORT_TITLES);
  });

  it('cuts uploads in the chunk size the server expects', () => {
    expect(UPLOAD_CHUNK_BYTES).toBe(SERVER_UPLOAD_CHUNK_BYTES);
  });
});
