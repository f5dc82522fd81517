import type { FormAnswer } from '../api/contact';

/** The API's answer under a shell form: its success as a status, its refusals as an alert. */
export function FormAnswerText({ answer }: { answer: FormAnswer | null }) {
  if (!answer) return null;
  if (answer.ok) {
    return (
      <p role="status" className="shell-form-answer shell-form-answer--ok">
        {answer.message}
      </p>
    );
  }
  return (
    <div role="alert" className="shell-form-answer shell-form-answer--error">
      {answer.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
