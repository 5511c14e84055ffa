/**
 * Provably fair results (docs/provably-fair.md), shared by the server that draws them and the site's
 * verification page that recomputes them. WebCrypto only, so both run the same code.
 *
 * A round's bytes are HMAC_SHA256(key = server seed, message = `clientSeed:nonce:cursor`) for cursor 0, 1,
 * 2…, 32 bytes each, read in order. The player sees SHA-256(server seed) before playing and the seed itself
 * once it is rotated, so every past round can be recomputed.
 */

const encoder = new TextEncoder();
const SERVER_SEED_BYTES = 32;
const WORD_RANGE = 2 ** 32;

const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** A new server seed: 32 bytes from the platform's CSPRNG, as hex (the HMAC key is this text). */
export function newServerSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(SERVER_SEED_BYTES)));
}

/** What the player sees before playing: the hex SHA-256 of the server seed's text. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

export type TFairInput = { serverSeed: string; clientSeed: string; nonce: number };

/** The bytes of one bet, produced 32 at a time as they are asked for. */
export class FairByteStream {
  private cursor = 0;
  private buffer = new Uint8Array(0);
  private offset = 0;
  private key: ReturnType<typeof crypto.subtle.importKey>;

  constructor(private readonly input: TFairInput) {
    if (!Number.isSafeInteger(input.nonce) || input.nonce < 0)
      throw new Error('the nonce is a whole number ≥ 0');
    this.key = crypto.subtle.importKey(
      'raw',
      encoder.encode(input.serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }

  /** The next byte of the stream. */
  async nextByte(): Promise<number> {
    if (this.offset === this.buffer.length) {
      const message = `${this.input.clientSeed}:${this.input.nonce}:${this.cursor++}`;
      this.buffer = new Uint8Array(await crypto.subtle.sign('HMAC', await this.key, encoder.encode(message)));
      this.offset = 0;
    }
    return this.buffer[this.offset++]!;
  }

  /** The next four bytes as an unsigned 32-bit word, big-endian. */
  async nextWord(): Promise<number> {
    let word = 0;
    for (let i = 0; i < 4; i++) word = word * 256 + (await this.nextByte());
    return word;
  }
}

/** Four bytes as a float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴ (the published scheme). */
export async function fairFloats(input: TFairInput, count: number): Promise<number[]> {
  const stream = new FairByteStream(input);
  const floats: number[] = [];
  for (let i = 0; i < count; i++) floats.push((await stream.nextWord()) / WORD_RANGE);
  return floats;
}

/**
 * The first word below the largest multiple of `size` that fits in 32 bits, reduced modulo `size`; words at or
 * above it are skipped (rejection sampling), so every value in [0, size) is exactly as likely.
 */
export async function uniformInt(nextWord: () => Promise<number>, size: number): Promise<number> {
  if (!Number.isInteger(size) || size < 1 || size > WORD_RANGE)
    throw new Error('size is a whole number in [1, 2^32]');
  const limit = WORD_RANGE - (WORD_RANGE % size);
  for (;;) {
    const word = await nextWord();
    if (word < limit) return word % size;
  }
}

/** `count` uniform integers in [0, size), each by rejection sampling over the bet's byte stream. */
export async function fairIntegers(input: TFairInput, count: number, size: number): Promise<number[]> {
  const stream = new FairByteStream(input);
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(await uniformInt(() => stream.nextWord(), size));
  return values;
}
