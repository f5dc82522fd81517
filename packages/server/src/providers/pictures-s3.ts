import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { PictureStore } from './pictures';

/** S3-compatible object storage for the pictures (Yandex Object Storage, Selectel, MinIO): PICTURES_S3_* (docs/operations.md). */
export interface S3PictureSettings {
  /** The service's address, e.g. https://storage.yandexcloud.net (a local fake of the S3 protocol in tests). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys start with it (`pictures/`), so one bucket can hold more than the store's pictures. */
  prefix: string;
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * The pictures in a bucket every instance reads (decision 0057): a name is its content's hash, so
 * an object is written once and never changes; the file and custom-loader routes keep a local copy
 * of what they serve (pictures.ts `localPicture`).
 */
export function s3PictureStore(settings: S3PictureSettings): PictureStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Path-style addresses (https://host/bucket/key) work with every S3-compatible service and a local fake.
    forcePathStyle: true,
  });
  const key = (name: string) => `${settings.prefix}${name}`;
  return {
    kind: 's3',
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
