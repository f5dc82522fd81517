import { expect, test } from './csp-guard';
import { codeFromSms, newPhone, putSessionCookies, refreshBy, refreshTokenOf, registerByApi, smsCount, typedPhone } from './auth-support';
import { profileSel } from './selectors-profile';

// A signed-in shopper manages the account (issue 12 part 1): the session comes from the cookies
// mf-auth writes, so each test starts on /profile already signed in.

test('edits the profile: names and e-mail saved, a taken e-mail refused next to its field with the typed value kept', async ({
  page,
  request,
  context,
}) => {
  const taken = `taken-${newPhone()}@example.ru`;
  await registerByApi(request, { email: taken });
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  await page.goto('/profile');

  const form = page.locator(profileSel.personalForm);
  await expect(form.getByLabel('Фамилия')).toHaveValue('Тестова');
  await form.getByLabel('Отчество').fill('Петровна');
  const email = `irina-${newPhone()}@example.ru`;
  await form.getByLabel('Электронная почта').fill(email);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные профиля сохранены')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Отчество')).toHaveValue('Петровна');
  await expect(form.getByLabel('Электронная почта')).toHaveValue(email);

  await form.getByLabel('Электронная почта').fill(taken);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator(profileSel.personalError)).toHaveText('Эта почта уже используется другим аккаунтом');
  await expect(form.getByLabel('Электронная почта')).toHaveValue(taken);

  // A name once given cannot be blanked (SPEC §5 message before any call).
  await form.getByLabel('Фамилия').fill('');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toContainText('Это поле обязательно для заполнения!');
});

test('adds, edits and removes the legal entity data with the SPEC §5 limits and messages', async ({ page, request, context }) => {
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  await page.goto('/profile');

  const legal = page.locator(profileSel.legal);
  await legal.getByRole('button', { name: 'Добавить данные юрлица' }).click();
  const form = page.locator(profileSel.legalForm);
  await expect(form.getByLabel('ИНН')).toHaveAttribute('maxlength', '10');
  await expect(form.getByLabel('КПП')).toHaveAttribute('maxlength', '9');
  await expect(form.getByLabel('Название организации')).toHaveAttribute('maxlength', '64');
  await expect(form.getByLabel('Юридический адрес')).toHaveAttribute('maxlength', '128');

  await form.getByLabel('Название организации').fill('ООО «Ромашка»');
  await form.getByLabel('ИНН').fill('38081');
  await form.getByLabel('КПП').fill('3808');
  await form.getByLabel('Юридический адрес').fill('г. Иркутск, ул. Ленина, д. 1');
  await form.getByLabel('Почта для счетов').fill('бухгалтерия');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toContainText('Введите корректный ИНН');
  await expect(form).toContainText('Введите корректный КПП');
  await expect(form).toContainText('Введите корректную почту');

  // Ten characters but not digits (the one INN rule of @store/domain, the API's too): the message is next to the field, the input kept.
  await form.getByLabel('ИНН').fill('38081234ab');
  await form.getByLabel('КПП').fill('380801001');
  await form.getByLabel('Почта для счетов').fill('buh@romashka.ru');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByLabel('ИНН')).toHaveAccessibleDescription(/Введите корректный ИНН/);
  await expect(form.getByLabel('Название организации')).toHaveValue('ООО «Ромашка»');

  await form.getByLabel('ИНН').fill('3808123457');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные юрлица добавлены')).toBeVisible();
  await expect(page.locator(profileSel.legalData)).toContainText('3808123457');
  await expect(page.locator(profileSel.legalData)).toContainText('ООО «Ромашка»');

  await legal.getByRole('button', { name: 'Изменить' }).click();
  await form.getByLabel('Название организации').fill('ООО «Лютик»');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator(profileSel.legalData)).toContainText('ООО «Лютик»');
  await page.reload();
  await expect(page.locator(profileSel.legalData)).toContainText('ООО «Лютик»');

  await legal.getByRole('button', { name: 'Удалить' }).click();
  const dialog = page.locator(profileSel.legalDeleteDialog);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Данные юрлица удалены')).toBeVisible();
  await expect(legal).toContainText('Данные юрлица не указаны');
  const user = await request.get(`/api/user/${session.user.id}`, { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(((await user.json()) as { legal: unknown }).legal).toBeNull();
});

test('changes the phone with a code sent to the new number; a taken number shows its message', async ({ page, request, context }) => {
  const other = await registerByApi(request);
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  await page.goto('/profile');
  await expect(page.locator(profileSel.phoneNumber)).toHaveText(typedPhone(session.phone));

  await page.getByRole('button', { name: 'Изменить номер' }).click();
  const dialog = page.locator(profileSel.phoneDialog);
  await dialog.getByLabel('Новый номер телефона').fill(typedPhone(other.phone));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.locator(profileSel.phoneError)).toHaveText('Этот номер телефона уже используется другим аккаунтом');

  // A code to a number, then the page reloaded and the same number asked again at once: the API's 417
  // and its wait, shown from its `time`.
  const early = newPhone();
  await dialog.getByLabel('Новый номер телефона').fill(typedPhone(early));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog).toContainText(`Код отправлен на номер ${typedPhone(early)}`);
  await expect(dialog).toContainText(/Новый код можно запросить через \d+ сек\./);
  await page.reload();
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await dialog.getByLabel('Новый номер телефона').fill(typedPhone(early));
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/send-code'));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  expect((await refused).status()).toBe(417);
  await expect(page.locator(profileSel.phoneWait)).toHaveText(/^Новый код можно запросить через \d+ сек\.$/);
  await expect(dialog.getByRole('button', { name: 'Получить код' })).toBeDisabled();

  // Another number has its code at once.
  const phone = newPhone();
  const before = await smsCount(request, phone);
  await dialog.getByLabel('Новый номер телефона').fill(typedPhone(phone));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog).toContainText(`Код отправлен на номер ${typedPhone(phone)}`);

  const code = await codeFromSms(request, phone, before);
  await page.locator(profileSel.phoneCode).fill(code === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.locator(profileSel.phoneError)).toBeVisible();
  await page.locator(profileSel.phoneCode).fill(code);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Номер телефона изменён')).toBeVisible();
  await expect(page.locator(profileSel.phoneNumber)).toHaveText(typedPhone(phone));
});

test('changes the password; a wrong current password is refused next to its field; the change ends every other session', async ({
  page,
  request,
  context,
}) => {
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  await page.goto('/profile');

  const form = page.locator(profileSel.passwordForm);
  await form.getByLabel('Новый пароль', { exact: true }).fill('first-pass-1');
  await form.getByLabel('Новый пароль ещё раз').fill('first-pass-2');
  await form.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(form).toContainText('Пароли не совпадают');

  await form.getByLabel('Новый пароль ещё раз').fill('first-pass-1');
  await form.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();
  await expect(form.getByLabel('Новый пароль', { exact: true })).toHaveValue('');

  // A session elsewhere (another device, or someone who learnt the password).
  const elsewhere = await request.post('/api/auth/login', { data: { phone: session.phone, password: 'first-pass-1' } });
  expect(elsewhere.status()).toBe(200);
  const elsewhereAuth = { authorization: `Bearer ${((await elsewhere.json()) as { accessToken: string }).accessToken}` };
  expect((await request.get(`/api/user/${session.user.id}`, { headers: elsewhereAuth })).status()).toBe(200);

  await form.getByLabel('Текущий пароль').fill('not-the-pass');
  await form.getByLabel('Новый пароль', { exact: true }).fill('second-pass-1');
  await form.getByLabel('Новый пароль ещё раз').fill('second-pass-1');
  await form.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(form.getByLabel('Текущий пароль')).toHaveAccessibleDescription(/Неверный текущий пароль/);
  await expect(form.getByLabel('Текущий пароль')).toHaveValue('not-the-pass');

  await form.getByLabel('Текущий пароль').fill('first-pass-1');
  await form.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(form.getByLabel('Текущий пароль')).toHaveValue('');
  // Issue 24 item 5: the other session is over, its access and refresh tokens both; this page's goes on.
  expect((await request.get(`/api/user/${session.user.id}`, { headers: elsewhereAuth })).status()).toBe(401);
  expect((await refreshBy(refreshTokenOf(elsewhere)!)).status).toBe(401);
  await page.reload();
  await expect(page.locator(profileSel.account)).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { phone: session.phone, password: 'second-pass-1' } });
  expect(login.status()).toBe(200);
});

test('«Выйти» signs out through mf-auth; the profile then asks for sign-in', async ({ page, request, context }) => {
  const session = await registerByApi(request);
  await putSessionCookies(context, session);
  await page.goto('/profile');
  await page.locator(profileSel.logout).click();
  await expect(page.locator(profileSel.guest)).toBeVisible();
  await expect(page.locator(profileSel.account)).toBeHidden();
});
