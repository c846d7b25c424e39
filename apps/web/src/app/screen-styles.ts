// Loaded with the first lazily loaded screen (see lazy-screen.ts); a module of its own so that
// every screen shares one stylesheet.
import './mantine-screens.css';
