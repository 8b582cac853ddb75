import type { SecondStep } from '../../providers/auth-provider';
import type { SignedInResponse } from '../../providers/types';
import { EnrolStep } from './enrol-step';
import { VerifyStep } from './verify-step';

export interface SecondFactorScreenProps {
  step: SecondStep;
  onSignedIn(answer: SignedInResponse): void;
  onBack(): void;
}

/** What follows an accepted password for an account with (or needing) a second factor. */
export function SecondFactorScreen({ step, ...handlers }: SecondFactorScreenProps) {
  return 'mfaRequired' in step ? <VerifyStep step={step} {...handlers} /> : <EnrolStep step={step} {...handlers} />;
}
