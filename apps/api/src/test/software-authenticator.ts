import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The options fields a browser reads to answer a WebAuthn request. */
type Options = { challenge: string };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

/**
 * A passkey authenticator in software, as the API tests' stand-in for a browser and its device: one ES256
 * key, 'none' attestation, a signature counter that grows with each use.
 */
export const createSoftwareAuthenticator = ({
  origin = 'http://localhost:3000',
  rpID = 'localhost',
}: { origin?: string; rpID?: string } = {}) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = base64url(credentialId);
  let counter = 0;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  return {
    id,
    /** Answers creation options as `navigator.credentials.create` would (with `origin` to fake another site). */
    register: (options: Options, { from }: { from?: string } = {}) => {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpID),
        Buffer.from([flags.userPresent | flags.userVerified | flags.attestedData]),
        uint32(counter),
        Buffer.alloc(16), // AAGUID: none given
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** Signs request options as `navigator.credentials.get` would; `counter` replays an older count. */
    authenticate: (options: Options, { counter: forced }: { counter?: number } = {}) => {
      counter = forced ?? counter + 1;
      const authData = Buffer.concat([
        sha256(rpID),
        Buffer.from([flags.userPresent | flags.userVerified]),
        uint32(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
        },
      };
    },
  };
};
