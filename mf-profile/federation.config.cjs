// mf-profile: profile, legal data, order history, order page, repayment.
module.exports = {
  name: 'profile',
  exposes: {
    './ProfilePage': './src/pages/profile/index.ts',
  },
};
