import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('the signed-in security settings', fuzzGroups.portalSecurity);
