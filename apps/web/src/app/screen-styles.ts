// Loaded with the first lazily loaded screen (see lazy-screen.ts); a module of its own so that
// every screen shares one stylesheet. The app's rules for those components come after Mantine's.
import './mantine-screens.css';
import './screens.css';
