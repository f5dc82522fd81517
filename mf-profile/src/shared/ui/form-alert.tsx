/** A failed save's message under a form, announced to screen readers. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p className="profile-form-alert" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
