import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { FailureNote } from './form-feedback';

type FieldAria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  /**
   * Said after the label by screen readers alone, for a required control whose role has no
   * required state: a file input is a button, and Chrome drops its aria-required.
   */
  requiredText?: string;
  optionalLabel?: string;
  children: (aria: FieldAria) => ReactNode;
};

// Label, control, hint and error wired together: the error sits under its field, is announced
// (role="alert") and is linked to the control by aria-describedby.
export function FormField({ id, label, error, hint, required, requiredText, optionalLabel, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden className="text-destructive">
              {' '}*
            </span>
            {requiredText ? <span className="sr-only"> {requiredText}</span> : null}
          </>
        ) : optionalLabel ? (
          <span className="font-normal text-muted-foreground"> {optionalLabel}</span>
        ) : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The hidden `website` field: people never see or reach it, form-filling robots do. */
export function SpamTrap({ id, label, children }: { id: string; label: string; children: (props: { id: string; type: 'text'; tabIndex: number; autoComplete: 'off' }) => ReactNode }) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      {children({ id, type: 'text', tabIndex: -1, autoComplete: 'off' })}
    </div>
  );
}

/** `describedBy`: the id of the text that says why the button is disabled. */
type SubmitButtonProps = { sending: boolean; sendingLabel: string; children: ReactNode; disabled?: boolean; describedBy?: string; className?: string };

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page's scripts run. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * The last failed send's toast, kept above the send button until the next send: the toast goes
 * after 4 s, before a visitor may have read how many minutes to wait. Said once already by the
 * toast, it is not a live region.
 */
export function FormFailureNote({ note }: { note: FailureNote | null }) {
  if (!note) return null;
  return (
    <div data-testid="form-failure" className="rounded-md border border-destructive px-3 py-2 text-sm">
      <p className="font-medium">{note.title}</p>
      <p className="text-muted-foreground">{note.description}</p>
    </div>
  );
}

// While a send is on its way the button says so but stays focusable (aria-disabled, not disabled):
// a disabled button drops the keyboard focus to the page, and the visitor would start over from the
// top. A click on it then, or Enter in a field (which clicks it), sends nothing.
// Until the page's scripts run, sending would post the form to the page itself, which drops it: the
// visitor's text would be gone without a word. The button waits for them; what is typed stays.
export function SubmitButton({ sending, sendingLabel, children, disabled, describedBy, className }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={disabled || !hydrated} aria-disabled={sending} aria-describedby={describedBy} onClick={sending ? (event) => event.preventDefault() : undefined} className={className}>
      {sending ? sendingLabel : children}
    </Button>
  );
}
