export declare const chromiumLaunch: { executablePath: string; args: string[] };
export declare const playwrightChromiumLaunch: { executablePath: string; args: string[] };
export declare const HEADLESS_SHELL: string;
