/** Where resume files live: Cloud Storage in production, local disk in the offline stack. */
export interface FileStore {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  read(path: string): Promise<Buffer | null>;
  remove(path: string): Promise<void>;
}
