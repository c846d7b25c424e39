import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('bug reports, news, apps and the operator API', fuzzGroups.operated);
