import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const testBucket = 'visabridge-documents';

/**
 * A local S3-compatible server (s3rver, a third-party implementation the AWS SDK talks to as to S3) with one
 * bucket, on a port of its own; `environment` points the product at it, as an operator would.
 */
export const startObjectStore = async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'visabridge-s3-'));
  // s3rver removes a folder that a delete leaves empty, racing a write that has just made it (an error nothing
  // catches there); a bucket has no folders. A file that is no object keeps the uploads' folder in place.
  const incoming = path.join(directory, testBucket, 'documents', 'incoming');
  await mkdir(incoming, { recursive: true });
  await writeFile(path.join(incoming, 'keep'), '');
  const serve = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: testBucket, configs: [] }],
    });
  let server = serve(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let isClosed = false;
  return {
    endpoint,
    directory,
    environment: {
      S3_BUCKET: testBucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's own test keys: it refuses any other pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'documents/',
    },
    /** Stops answering, as a store that went away: its objects stay in the folder. */
    stop: async () => {
      isClosed = true;
      await server.close();
    },
    /** Answers again on the same address, with the same objects. */
    restart: async () => {
      server = serve(port);
      await server.run();
      isClosed = false;
    },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
