import type { FastifyRequest } from 'fastify';
import { HAND_HISTORY_TEXTS } from '../../../common/hand-histories.js';
import { badRequest, HttpError } from '../../errors.js';
import { readFilePart } from '../shared/multipart-file.js';

const notText = () => badRequest(`file: ${HAND_HISTORY_TEXTS.notText}`, { field: 'file' });
const tooLarge = () => new HttpError(413, HAND_HISTORY_TEXTS.tooLarge);
const TEXT_TYPES = new Set(['text/plain', 'application/octet-stream']);

/**
 * A history file is plain text by name, type and content: a `.txt` name, a text type (browsers send
 * some `.txt` files untyped) and UTF-8 bytes without NUL, so a picture or archive renamed `.txt` is refused.
 */
function textOf(bytes: Buffer, filename: string, mimetype: string): string {
  if (!/\.txt$/i.test(filename) || !TEXT_TYPES.has(mimetype.split(';')[0].trim().toLowerCase())) throw notText();
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notText();
  }
  if (decoded.includes('\u0000')) throw notText();
  return decoded;
}

/** The multipart body: the `file` part's text and the text fields, in whatever order they came. */
export async function readHistoryUpload(
  request: FastifyRequest,
): Promise<{ text: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw notText();
  const fields: Record<string, string> = {};
  let text: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (part.fieldname === 'file' && text === undefined)
      text = textOf(await readFilePart(request, part, tooLarge), part.filename, part.mimetype);
    else part.file.resume();
  }
  if (text === undefined) throw notText();
  return { text, fields };
}
