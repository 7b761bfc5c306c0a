// An in-process Firestore emulator (@firestore-emulator/server) in a process of its own, which a test can take
// away and bring back on the same port with its data: each "stop" or "start" line on stdin is answered on stdout
// by "stopped" or "started". It prints "listening <host:port>" once up.
import { createInterface } from 'node:readline';
import { FirestoreServer } from '@firestore-emulator/server';
import { freePort } from './ports.ts';

/** An emulator on a port that was free a moment ago (another one if it was taken meanwhile). */
async function firstStart(): Promise<[FirestoreServer, number]> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const candidate = new FirestoreServer();
    try {
      await candidate.start(port);
      return [candidate, port];
    } catch (error) {
      candidate.stop();
      if (attempt === 5) throw error;
    }
  }
}

const [first, port] = await firstStart();
let server = first;
console.log(`listening 127.0.0.1:${port}`);

for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stop') {
    server.stop();
    console.log('stopped');
  } else if (line === 'start') {
    const restarted = new FirestoreServer();
    // The data outlives the gRPC server: a new one on the same port serves the same documents.
    Object.assign(restarted.state, server.state);
    await restarted.start(port);
    server = restarted;
    console.log('started');
  }
}
server.stop();
