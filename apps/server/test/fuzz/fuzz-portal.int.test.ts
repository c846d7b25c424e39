import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('the signed-in account, credentials and start page', fuzzGroups.portal);
