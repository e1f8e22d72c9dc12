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
  /** Host:port of the Auth emulator; defaults to the page's host name and the port below. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  /** Port of the Auth emulator on the page's host (`npm run dev` sets it); defaults to the page's port plus LOCAL_AUTH_EMULATOR_PORT_ABOVE_SITE. */
  readonly VITE_AUTH_EMULATOR_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
