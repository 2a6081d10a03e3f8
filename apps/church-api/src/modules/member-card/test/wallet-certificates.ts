import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** Certificates made at test time for the Apple Wallet pass: a throwaway root, a "WWDR" intermediate it signs, and a pass signer the intermediate signs. */
export interface TestPassCertificates {
  rootPem: string;
  wwdrPem: string;
  signerCertPem: string;
  signerKeyPem: string;
  /** Another key: not the signer certificate's. */
  otherKeyPem: string;
}

function certificate(subject: string, publicKey: forge.pki.PublicKey, issuer: { name: string; key: forge.pki.rsa.PrivateKey }, ca: boolean, serial: string) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([{ name: 'basicConstraints', cA: ca }, { name: 'keyUsage', keyCertSign: ca, digitalSignature: true }]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

let made: TestPassCertificates | undefined;

/** The certificates (made once per test file: RSA key generation takes a moment). */
export function testPassCertificates(): TestPassCertificates {
  if (made) return made;
  const keys = () => forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const root = keys();
  const wwdr = keys();
  const signer = keys();
  const rootCert = certificate('Test Root CA', root.publicKey, { name: 'Test Root CA', key: root.privateKey }, true, '01');
  const wwdrCert = certificate('Test WWDR', wwdr.publicKey, { name: 'Test Root CA', key: root.privateKey }, true, '02');
  const signerCert = certificate('Pass Type ID: pass.org.grace.member-card', signer.publicKey, { name: 'Test WWDR', key: wwdr.privateKey }, false, '03');
  made = {
    rootPem: forge.pki.certificateToPem(rootCert),
    wwdrPem: forge.pki.certificateToPem(wwdrCert),
    signerCertPem: forge.pki.certificateToPem(signerCert),
    signerKeyPem: forge.pki.privateKeyToPem(signer.privateKey),
    otherKeyPem: forge.pki.privateKeyToPem(wwdr.privateKey),
  };
  return made;
}

/** A service account's key pair as Google gives it (RSA, PKCS#8 PEM). */
export function testServiceAccountKey(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A keyring as PAYMENT_SECRETS_KEYS gives it. */
export const TEST_SECRETS_KEYS = 'kwallet:' + '7'.repeat(64);
