import { fuzzGroups } from './all-entries';
import { describeFuzz } from './fuzz-suite';

describeFuzz('the team, docs, licences', fuzzGroups.team);
