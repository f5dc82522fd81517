import { renderWithScope } from '@store/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { $user } from '../../../entities/user';
import { createLegalFx } from '../../../shared/api';
import { profileUser } from '../../../shared/lib/test-data';
import { LegalSection } from './legal-section';

describe('account forms: errors next to the fields, what was typed kept', () => {
  it('legal data: SPEC §5 limits on the inputs and its messages before anything is sent', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          createLegalFx,
          async (params: unknown) => {
            sent.push(params);
            return profileUser();
          },
        ],
      ],
    });
    renderWithScope(<LegalSection user={profileUser()} />, { scope });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить данные юрлица' }));
    expect(screen.getByLabelText('Название организации')).toHaveAttribute('maxLength', '64');
    expect(screen.getByLabelText('ИНН')).toHaveAttribute('maxLength', '10');
    expect(screen.getByLabelText('КПП')).toHaveAttribute('maxLength', '9');
    expect(screen.getByLabelText('Юридический адрес')).toHaveAttribute('maxLength', '128');
    expect(screen.getByLabelText('Почта для счетов')).toHaveAttribute('maxLength', '128');

    await userEvent.type(screen.getByLabelText('ИНН'), '12345');
    await userEvent.type(screen.getByLabelText('КПП'), '1234');
    await userEvent.type(screen.getByLabelText('Почта для счетов'), 'не почта');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText('ИНН')).toHaveAccessibleDescription(expect.stringContaining('Введите корректный ИНН'));
    expect(screen.getByLabelText('КПП')).toHaveAccessibleDescription(expect.stringContaining('Введите корректный КПП'));
    expect(screen.getByLabelText('Почта для счетов')).toHaveAccessibleDescription('Введите корректную почту');
    expect(screen.getByLabelText('Название организации')).toHaveAccessibleDescription('Это поле обязательно для заполнения!');

    // Ten characters are not an INN yet: letters, or a wrong control digit, are refused as the API refuses them.
    for (const inn of ['abcdefghij', '3808123456']) {
      await userEvent.clear(screen.getByLabelText('ИНН'));
      await userEvent.type(screen.getByLabelText('ИНН'), inn);
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(screen.getByLabelText('ИНН')).toHaveAccessibleDescription(expect.stringContaining('Введите корректный ИНН'));
    }
    expect(sent).toEqual([]);
  });
});
