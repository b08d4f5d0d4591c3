import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey authenticator for the server's tests: it answers WebAuthn options the way a
 * browser with a platform authenticator does (`PublicKeyCredential.toJSON()`), with an ES256 key,
 * "none" attestation, user presence and verification — and lets a test change what a real browser
 * would never send (another origin, another RP ID, an old counter) to check the server refuses it.
 */

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/** The COSE_Key (EC2, P-256, ES256) of a key pair's public half. */
function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]),
  );
}

export interface SoftCredential {
  /** base64url credential id */
  id: string;
  privateKey: KeyObject;
  /** base64url user handle the RP gave at registration */
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  /** The signature counter to send (after incrementing when not given). */
  counter?: number;
  /** Whether the user was verified (UV flag); true unless given. */
  userVerified?: boolean;
  /** A different challenge than the options' one. */
  challenge?: string;
}

interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface AssertionOptionsLike {
  challenge: string;
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {}

  private clientData(type: string, challenge: string, o: CeremonyOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: o.challenge ?? challenge,
        origin: o.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private flags(o: CeremonyOverrides, attested: boolean): number {
    return 0x01 | (o.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
  }

  /**
   * A new credential for `userHandle` (base64url), kept for later sign-ins, with its COSE public key
   * (base64url) as the server stores it: for records made without a registration (the factory).
   */
  credential(userHandle: string): { credential: SoftCredential; publicKey: string } {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftCredential = { id: b64(randomBytes(32)), privateKey, userHandle, counter: 0 };
    this.credentials.push(credential);
    return { credential, publicKey: b64(coseKeyOf(privateKey)) };
  }

  /**
   * The answer to registration options; the new credential is kept for later sign-ins. `reuse`
   * registers an existing credential again (its id and key), as a copied passkey would.
   */
  register(options: RegistrationOptionsLike, o: CeremonyOverrides = {}, reuse?: SoftCredential) {
    const { privateKey } = reuse ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const cose = coseKeyOf(privateKey);
    const credId = reuse ? Buffer.from(isoBase64URL.toBuffer(reuse.id)) : randomBytes(32);
    const authData = Buffer.concat([
      sha256(o.rpId ?? options.rp.id ?? this.rpId),
      Buffer.from([this.flags(o, true)]),
      u32(o.counter ?? 0),
      Buffer.alloc(16),
      Buffer.from([credId.length >> 8, credId.length & 0xff]),
      credId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const credential: SoftCredential = {
      id: b64(credId),
      privateKey,
      userHandle: options.user.id,
      counter: o.counter ?? 0,
    };
    if (!reuse) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, o)),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** The answer to sign-in options with `credential` (the last one made unless given). */
  assert(
    options: AssertionOptionsLike,
    credential: SoftCredential | undefined = this.credentials.at(-1),
    o: CeremonyOverrides = {},
  ) {
    if (!credential) throw new Error('no credential: register one first');
    credential.counter = o.counter ?? credential.counter + 1;
    const authData = Buffer.concat([
      sha256(o.rpId ?? options.rpId ?? this.rpId),
      Buffer.from([this.flags(o, false)]),
      u32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, o);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
