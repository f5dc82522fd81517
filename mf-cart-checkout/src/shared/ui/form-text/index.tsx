import { inputLimit } from '@store/domain';
import { TextField } from '@store/ui';
import { Field } from 'react-final-form';

/**
 * A text input bound to a react-final-form field, with the §5 length limit of its name and the
 * field's message under it once touched; the test id is `<testIdPrefix><name>`.
 */
export function FormText({
  name,
  label,
  testIdPrefix,
  ...rest
}: { name: string; label: string; testIdPrefix: string } & Record<string, unknown>) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextField
          {...rest}
          {...input}
          label={label}
          maxLength={(rest.maxLength as number | undefined) ?? inputLimit(name)}
          error={meta.touched && meta.error}
          data-testid={`${testIdPrefix}${name}`}
        />
      )}
    </Field>
  );
}
