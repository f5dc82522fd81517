import { createContext, useContext, type FormEventHandler, type ReactNode } from 'react';
import type { FormError } from '../lib/form-error';
import { FormAlert } from './form-alert';

/** The server's messages by field from the last failed save of the form a field is in. */
const ServerErrorsContext = createContext<Record<string, string> | undefined>(undefined);

/** The server's messages by field of the enclosing form (FieldsForm), for a FormField without its own. */
export const useServerErrors = () => useContext(ServerErrorsContext);

export interface FieldsFormProps {
  /** react-final-form's `handleSubmit`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last failed save: its message under the fields, its messages by field beside each. */
  error: FormError | null | undefined;
  testId: string;
  errorTestId: string;
  /** The fields, laid out in the form's grid. */
  children: ReactNode;
  /** The buttons under the failure's message. */
  actions: ReactNode;
}

/** A profile form: its fields in the grid, the server's messages beside them, the failure and the buttons under them. */
export function FieldsForm({ onSubmit, error, testId, errorTestId, children, actions }: FieldsFormProps) {
  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate data-testid={testId}>
      <ServerErrorsContext.Provider value={error?.fields}>
        <div className="profile-form__grid">{children}</div>
      </ServerErrorsContext.Provider>
      <FormAlert message={error?.message} testId={errorTestId} />
      {actions}
    </form>
  );
}
