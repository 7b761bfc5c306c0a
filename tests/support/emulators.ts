// npm run emulators — starts a Firestore emulator (@firestore-emulator/server) and the Firebase Auth emulator
// (firebase-tools) on free ports, offline, and prints the environment that points `npm start` at them.
import { startAuthEmulator } from './firebaseAuthEmulator.ts';
import { startInProcessEmulator } from './firestoreEmulator.ts';

const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-staff-crm';
const firestore = await startInProcessEmulator();
const auth = await startAuthEmulator(projectId);

console.log(`Firestore emulator: ${firestore.host}\nAuth emulator: ${auth.host}\n\nIn another terminal:\n`);
console.log(
  `FIRESTORE_EMULATOR_HOST=${firestore.host} FIREBASE_AUTH_EMULATOR_HOST=${auth.host} GOOGLE_CLOUD_PROJECT=${projectId} ` +
    `METADATA_SERVER_DETECTION=none FIREBASE_API_KEY=demo-key CRM_STORE=firestore CRM_AUTH=firebase npm start\n`,
);
console.log('Ctrl+C stops both emulators (their data is in memory only).');

const stop = async () => {
  await auth.stop();
  await firestore.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
