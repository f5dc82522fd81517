declare const process: { env: { APP_VERSION?: string } };

export const APP_VERSION = process.env.APP_VERSION ?? '0.0.0';
