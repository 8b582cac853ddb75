import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../common/limits';
import { SUPPORT_TITLES } from '../../common/support-titles';
import { SUPPORT_TITLES as SERVER_SUPPORT_TITLES } from '../../server/schemas/support';
import { UPLOAD_CHUNK_BYTES as SERVER_UPLOAD_CHUNK_BYTES } from '../../server/schemas/uploads';

// The browser reads these from common/ (zod-free); the server's schemas must be built from the same values.
describe("the client's copies of the server's constants", () => {
  it('offers exactly the support subjects the server accepts', () => {
    expect(SUPPORT_TITLES).toEqual(SERVER_SUPPORT_TITLES);
  });

  it('cuts uploads in the chunk size the server expects', () => {
    expect(UPLOAD_CHUNK_BYTES).toBe(SERVER_UPLOAD_CHUNK_BYTES);
  });
});
