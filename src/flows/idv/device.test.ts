import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

function fakeWindow({
  touch = 0,
  width = 1280,
  height = 800,
  devices,
  nfcApi = false,
}: {
  touch?: number;
  width?: number;
  height?: number;
  devices?: MediaDeviceKind[] | 'broken';
  nfcApi?: boolean;
}): Window {
  const mediaDevices =
    devices === undefined
      ? undefined
      : {
          enumerateDevices: () =>
            devices === 'broken'
              ? Promise.reject(new Error('denied'))
              : Promise.resolve(devices.map((kind) => ({ kind }))),
        };
  return {
    screen: { width, height },
    navigator: { maxTouchPoints: touch, mediaDevices },
    ...(nfcApi ? { NDEFReader: class {} } : {}),
  } as unknown as Window;
}

describe('detectDevice', () => {
  it('takes a touch screen narrower than a tablet for a phone with NFC', async () => {
    expect(
      await detectDevice(fakeWindow({ touch: 5, width: 412, height: 915, devices: [] })),
    ).toEqual({ camera: false, nfc: true });
  });

  it('sees no NFC on a desktop or a tablet, unless the browser offers Web NFC', async () => {
    const desktop = await detectDevice(fakeWindow({ devices: ['videoinput', 'audioinput'] }));
    expect(desktop).toEqual({ camera: true, nfc: false });
    const tablet = await detectDevice(
      fakeWindow({ touch: 5, width: 820, height: 1180, devices: [] }),
    );
    expect(tablet.nfc).toBe(false);
    expect((await detectDevice(fakeWindow({ devices: [], nfcApi: true }))).nfc).toBe(true);
  });

  it('counts on a phone camera where the browser cannot list devices, never on a desktop one', async () => {
    const phone = fakeWindow({ touch: 5, width: 390, height: 844, devices: 'broken' });
    expect((await detectDevice(phone)).camera).toBe(true);
    expect((await detectDevice(fakeWindow({}))).camera).toBe(false);
  });
});
