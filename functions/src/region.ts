/**
 * Where every function runs: next to the users (India) and to the Firestore database, which should
 * be created in the same location. firebase.json's Hosting rewrites name the same region (a test holds them together).
 */
export const FUNCTIONS_REGION = 'asia-south1';
