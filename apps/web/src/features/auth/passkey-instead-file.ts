/**
 * The code screen's passkey button comes in a file of its own. Login asks for it as the password
 * goes out, where the browser can use it, so that it is there with the code screen instead of
 * after it on a slow connection.
 */
export const loadPasskeyInstead = () =>
  import('./passkey-instead').then((module) => ({ default: module.PasskeyInstead }));
