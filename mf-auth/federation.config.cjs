// mf-auth: sign-in / registration / recovery modals, captcha, session start-up.
module.exports = {
  name: 'auth',
  exposes: {
    './AuthModal': './src/features/sign-in/index.ts',
    './Session': './src/features/session/index.ts',
  },
};
