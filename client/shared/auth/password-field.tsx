import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { invalidProps } from '../../lib/field-errors';
import { useLingui } from '@lingui/react/macro';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  id: string;
  label: string;
  /** The field's error, shown under it and announced with it (decision 167). */
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A password input with a show/hide toggle, so people can check what they typed on a phone keyboard. */
export function PasswordField({ id, label, error, onChange, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          className="pe-12"
          {...rest}
          onChange={(e) => onChange(e.target.value)}
          {...invalidProps(id, error, rest['aria-describedby'])}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 end-0.5 my-auto inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
    </Field>
  );
}
