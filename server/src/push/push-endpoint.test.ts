import { DEFAULT_PUSH_HOSTS } from '../config/settings';
import { checkPushEndpoint, ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC, ENDPOINT_NOT_PUSH_SERVICE, ENDPOINT_UNRESOLVABLE, isPublicAddress, Resolver } from './push-endpoint';

const policy = { allowedHosts: DEFAULT_PUSH_HOSTS, privateOrigins: [] as string[] };
const answers =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('checkPushEndpoint', () => {
  it("accepts the public push services' endpoints and returns the checked address to connect to", async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const checked = await checkPushEndpoint(endpoint, policy, answers('142.250.74.42', '2a00:1450:4001:80b::200a'));
      expect(checked).toMatchObject({ address: '142.250.74.42', family: 4 });
      expect(checked.url.href).toBe(new URL(endpoint).href);
    }
  });

  it('refuses a push service host whose DNS answers any private address (rebinding)', async () => {
    await expect(checkPushEndpoint('https://fcm.googleapis.com/x', policy, answers('142.250.74.42', '10.1.2.3'))).rejects.toThrow(ENDPOINT_NOT_PUBLIC);
    await expect(checkPushEndpoint('https://fcm.googleapis.com/x', policy, answers('::ffff:169.254.169.254'))).rejects.toThrow(ENDPOINT_NOT_PUBLIC);
  });

  it('refuses other schemes, credentials and hosts', async () => {
    const resolve = answers('142.250.74.42');
    await expect(checkPushEndpoint('http://fcm.googleapis.com/x', policy, resolve)).rejects.toThrow(ENDPOINT_NOT_HTTPS);
    await expect(checkPushEndpoint('https://user:pw@fcm.googleapis.com/x', policy, resolve)).rejects.toThrow(ENDPOINT_NOT_PUSH_SERVICE);
    await expect(checkPushEndpoint('https://notfcm.googleapis.com/x', policy, resolve)).rejects.toThrow(ENDPOINT_NOT_PUSH_SERVICE);
    await expect(checkPushEndpoint('https://[2a00:1450:4001:80b::200a]/x', policy, resolve)).rejects.toThrow(ENDPOINT_NOT_PUSH_SERVICE);
  });

  it('with *, accepts any host whose addresses are public', async () => {
    const any = { allowedHosts: ['*'], privateOrigins: [] };
    await expect(checkPushEndpoint('https://push.example.org/x', any, answers('93.184.215.14'))).resolves.toMatchObject({ address: '93.184.215.14' });
    await expect(checkPushEndpoint('https://push.example.org/x', any, answers('127.0.0.1'))).rejects.toThrow(ENDPOINT_NOT_PUBLIC);
  });

  it('tells a failed lookup apart (it may be temporary)', async () => {
    const failing: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkPushEndpoint('https://fcm.googleapis.com/x', policy, failing)).rejects.toMatchObject({ message: ENDPOINT_UNRESOLVABLE, resolution: true });
  });

  it('allows the listed private origins exactly, http and loopback included', async () => {
    const own = { allowedHosts: DEFAULT_PUSH_HOSTS, privateOrigins: ['http://127.0.0.1:8080'] };
    await expect(checkPushEndpoint('http://127.0.0.1:8080/push/1', own)).resolves.toMatchObject({ address: '127.0.0.1', family: 4 });
    await expect(checkPushEndpoint('http://127.0.0.1:8081/push/1', own)).rejects.toThrow(ENDPOINT_NOT_HTTPS);
  });
});

describe('isPublicAddress', () => {
  it('is true only for public unicast addresses', () => {
    expect(isPublicAddress('142.250.74.42')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:80b::200a')).toBe(true);
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '224.0.0.1', '0.0.0.0', '255.255.255.255',
      '::1', '::', '::ffff:127.0.0.1', '::ffff:8.8.8.8', 'fc00::1', 'fe80::1', 'ff02::1', '64:ff9b::7f00:1', '2002:7f00:1::1', 'not an address']) {
      expect({ a, public: isPublicAddress(a) }).toEqual({ a, public: false });
    }
  });
});
