import { CONTACT_LIMITS, FOOTER } from '@store/domain';
import type { FormEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '../button/button';
import type { FieldError } from '../form/field';
import { TextField } from '../form/text-field';
import './footer.css';

/** Fixed ids: the server's copy of the form and the browser's hydration of it name the same elements. */
const TITLE_ID = 'store-newsletter-title';
const EMAIL_ID = 'store-newsletter-email';

export interface NewsletterFormProps {
  /** The e-mail input's value and handlers (react-final-form's `input`); none where nothing listens yet. */
  email?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;
  /** The e-mail's error, once it is to be shown. */
  emailError?: FieldError;
  pending?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The API's answer to the last sending, under the form. */
  answer?: ReactNode;
}

/**
 * The newsletter form of the footer (SPEC §2 «subscription»): its look, the same in the server's HTML
 * and once the shell hydrates it with its model and react-final-form.
 */
export function NewsletterForm({ email, emailError, pending = false, onSubmit, answer }: NewsletterFormProps) {
  const control = email ?? { name: 'email', defaultValue: '' };
  return (
    <section className="store-newsletter" aria-labelledby={TITLE_ID} data-testid="shell-subscription">
      <h2 id={TITLE_ID} className="store-newsletter__title">
        {FOOTER.newsletterTitle}
      </h2>
      <form className="store-newsletter__form" noValidate onSubmit={onSubmit}>
        <TextField
          {...control}
          id={EMAIL_ID}
          type="email"
          label={FOOTER.newsletterEmailLabel}
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email}
          error={emailError}
        />
        <Button type="submit" loading={pending}>
          {FOOTER.newsletterSubmit}
        </Button>
      </form>
      {answer}
    </section>
  );
}
