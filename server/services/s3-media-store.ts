import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import type { MediaStore } from './media-store.js';

// The app checked the member's own signed link already; the bucket's link only has to outlive the redirect.
const REDIRECT_TTL_S = 300;

/** Media in an S3-compatible bucket (AWS, MinIO …); browsers fetch the bytes from the bucket directly. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: Config) {
    this.bucket = config.S3_BUCKET!;
    this.client = new S3Client({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: config.S3_ACCESS_KEY!, secretAccessKey: config.S3_SECRET_KEY! },
    });
  }

  async putFile(key: string, file: string, contentType: string, { move = false } = {}): Promise<void> {
    // Multipart upload: a 4 GiB lecture never sits in memory.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: createReadStream(file), ContentType: contentType },
    }).done();
    if (move) await fs.rm(file, { force: true });
  }

  async putBytes(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).then(
      () => true,
      () => false,
    );
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async localCopy(key: string, scratchDir: string): Promise<{ file: string; release(): Promise<void> }> {
    await fs.mkdir(scratchDir, { recursive: true });
    const file = path.join(scratchDir, `${randomBytes(8).toString('hex')}${path.extname(key)}`);
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    await pipeline(object.Body as Readable, createWriteStream(file));
    return { file, release: () => fs.rm(file, { force: true }) };
  }

  async serve(reply: FastifyReply, key: string): Promise<FastifyReply> {
    const url = await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: REDIRECT_TTL_S,
    });
    return reply.redirect(url, 302);
  }
}
