import { Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '../../../config-storage';
import type { BlobStore } from './blob-store';

/** The store answered that there is no such object (or bucket). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Why the bucket cannot be used, naming the settings to look at. */
export const bucketProblemOf = (settings: ObjectStoreSettings, error: unknown) => {
  const where = `bucket "${settings.bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 403 || status === 401)
      return `S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the store refused these credentials for ${where}`;
    if (status === 404) return `S3_BUCKET: there is no ${where}; create it first`;
    if (status === 301) return `S3_REGION: ${where} is in another region than ${settings.region}`;
  }
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return `S3_ENDPOINT: ${where} cannot be reached (${reason})`;
};

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, R2), under `prefix`. Every instance of the
 * product that names the same bucket reads and writes the same files; an object is written whole or not at all.
 */
export const bucketBlobs = (settings: ObjectStoreSettings): BlobStore => {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // A store that does not answer within the time fails the request (503) instead of holding it.
    requestHandler: { requestTimeout: 15_000, connectionTimeout: 5_000 },
    maxAttempts: 3,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;

  const readStream = async (key: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      return object.Body instanceof Readable ? object.Body : Readable.from([]);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    description: `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,

    async sizeOf(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key) {
      const stream = await readStream(key);
      return stream ? Buffer.concat(await stream.toArray()) : null;
    },

    readStream,

    async write(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },

    async writeStream(key, source) {
      // Sent in parts as the bytes come (one PUT for a file under a part's 5 MB); a failure aborts the parts.
      await new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: source, ContentType: 'application/octet-stream' },
      }).done();
    },

    async move(from, to) {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: `${Bucket}/${objectKey(from)}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(from) }));
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) yield object.Key.slice(settings.prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async close() {
      client.destroy();
    },
  };
};
