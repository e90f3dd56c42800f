/** What this device can do for a verification method, as far as a page can tell. */
export interface Device {
  /** A camera is there (video and photo ident). */
  camera: boolean;
  /** NFC is likely (eID reads the ID card's chip): a phone, or the Web NFC API. */
  nfc: boolean;
}

/** Phones are narrower than this on their short side; tablets rarely read ID cards. */
const PHONE_SHORT_SIDE = 768;

function isPhone(win: Window): boolean {
  const { screen, navigator } = win;
  return navigator.maxTouchPoints > 0 && Math.min(screen.width, screen.height) < PHONE_SHORT_SIDE;
}

async function hasCamera(win: Window, phone: boolean): Promise<boolean> {
  try {
    // Lists kinds without asking for permission (labels stay empty until then).
    const devices = await win.navigator.mediaDevices.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    // No media API (an insecure context, an old browser): a phone has a camera.
    return phone;
  }
}

/** Asks the browser, never the customer: nothing here opens a permission prompt. */
export async function detectDevice(win: Window = window): Promise<Device> {
  const phone = isPhone(win);
  return { camera: await hasCamera(win, phone), nfc: 'NDEFReader' in win || phone };
}
