/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** 'true' forces the Auth emulator even when the page is not served from localhost. */
  readonly VITE_USE_AUTH_EMULATOR?: string;
  /** Host:port of the Auth emulator; defaults to <page hostname>:9099. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  /** Port of the Auth emulator on the page's host; defaults to 9099 (the stack sets it when its ports are shifted). */
  readonly VITE_AUTH_EMULATOR_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
