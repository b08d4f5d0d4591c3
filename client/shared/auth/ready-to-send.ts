import { toast } from '../../components/ui/toast';
import type { FormProblem } from './auth-rules';

/**
 * The last step of an auth form's check, after `fields.show(…)` said whether a field is `invalid`:
 * toasts the form's problem (if any) and tells whether the form may be sent.
 */
export function readyToSend(invalid: boolean, problem: FormProblem | null): boolean {
  if (problem) toast({ ...problem, variant: 'destructive' });
  return !invalid && !problem;
}
