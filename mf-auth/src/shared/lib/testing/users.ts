/** The shopper of the sign-in tests, as GET/POST /api/auth answers carry her (a private person, phone confirmed). */
export const serverUser = {
  id: 5,
  firstName: 'Анна',
  lastName: 'Смирнова',
  middleName: null,
  phone: '79123456789',
  email: null,
  phoneConfirm: true,
  legal: null,
};
