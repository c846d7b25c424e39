/**
 * Debian's Chromium, as every browser test here launches it: test tools cannot download browsers
 * on this machine. The journeys' configuration and the server's operations tests share it.
 */
export const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
