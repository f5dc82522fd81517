import { ApiError } from '@store/api-client';
import { renderWithScope } from '@store/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $user } from '../../../entities/user';
import { updateProfileFx, type ProfileUser } from '../../../shared/api';
import { profileUser } from '../../../shared/lib/test-data';
import { ProfileForm } from './profile-form';

describe('account forms: errors next to the fields, what was typed kept', () => {
  it("a refused profile save shows the server's message next to the field and keeps the typed value", async () => {
    const user = profileUser();
    const message = 'Эта почта уже используется другим аккаунтом';
    const scope = fork({
      values: [[$user, user]],
      handlers: [
        [
          updateProfileFx,
          async (): Promise<ProfileUser> => {
            throw new ApiError(409, message, { message, errors: { email: message } });
          },
        ],
      ],
    });
    renderWithScope(<ProfileForm user={user} />, { scope });
    const email = screen.getByLabelText('Электронная почта');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveValue('taken@example.ru');
    expect(screen.getByTestId('profile-personal-error')).toHaveTextContent(message);
  });
});
