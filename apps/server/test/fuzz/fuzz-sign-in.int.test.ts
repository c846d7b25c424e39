import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('registration, sign-in, resets, the token service', fuzzGroups.signIn);
