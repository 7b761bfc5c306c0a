const autoIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id in the style of Firestore's auto ids. */
export function newAutoId(randomBytes: (size: number) => Uint8Array): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(40)) {
      // 248 = 4 * 62: the top values are skipped so every character is equally likely.
      if (byte < 248 && id.length < 20) id += autoIdAlphabet[byte % 62];
    }
  }
  return id;
}
