import { z } from 'zod';
import { booleanFlag } from './config-settings';

/** An S3-compatible bucket for documents; the AWS SDK's default credential chain when no keys are given. */
export type ObjectStoreSettings = {
  bucket: string;
  /** The store's address for anything but AWS S3 (MinIO, Ceph RGW, R2); AWS's own when absent. */
  endpoint: string | null;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: most self-hosted stores want it. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `documents/`; empty for the bucket's root. */
  prefix: string;
};

export const storageEnvironment = z.object({
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.string().trim().url('S3_ENDPOINT must be an http(s) address').optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX must be folder names each ending in /, e.g. documents/')
    .default(''),
});

type StorageValues = z.infer<typeof storageEnvironment>;

/** The bucket documents are kept in, or null for the local folder; settings without a bucket are refused. */
export const objectStoreOf = (values: StorageValues): ObjectStoreSettings | null => {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  if (!S3_BUCKET) {
    if (S3_ENDPOINT || S3_ACCESS_KEY_ID || S3_SECRET_ACCESS_KEY)
      throw new Error('Invalid configuration:\n  S3_BUCKET: set it to keep documents in that bucket');
    return null;
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY))
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS default credentials',
    );
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT ?? null,
    region: values.S3_REGION,
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    prefix: values.S3_PREFIX,
  };
};
