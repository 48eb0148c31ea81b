/**
 * Object storage for user uploads (ARCHITECTURE.md "Providers"): avatars today. Keys are chosen by
 * the API ("avatars/<random>.jpg"), never by the client. The default keeps files on local disk and
 * the API serves them at GET /res/uploads/<key>; a cloud adapter (OSS, COS, S3) would implement the
 * same three calls and answer its own CDN URLs.
 */
export type StorageProvider = {
  /** Provider name, e.g. "local". */
  readonly name: string;
  /** Stores `bytes` under `key` with `contentType` and answers the public URL of the object. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of the object under `key` (what `put` answered for it). */
  urlOf(key: string): string;
  /** The key of a URL this provider answered from `put`, or null for any other URL. */
  keyOf(url: string): string | null;
};

/** An object as read back (local storage serves it over HTTP). */
export type StoredObject = { bytes: Buffer; contentType: string };

/** A storage the API itself serves: the local-disk default. */
export type ServedStorage = StorageProvider & {
  /** The object under `key`, or null when there is none or the key is not a valid key. */
  get(key: string): Promise<StoredObject | null>;
};
