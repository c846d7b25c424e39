import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('the signed-in portal', fuzzGroups.portal);
