/**
 * Debian's Chromium, as every browser test and benchmark here launches it: test tools cannot
 * download browsers on this machine. The journeys' configuration, the server's operations tests and
 * the Lighthouse bench share it (plain JavaScript, so that the bench can import it as it is).
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
