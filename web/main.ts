// The app entry: every format and card YAML (bundled by the build as `virtual:formats`)
// handed to the shell. Nothing here touches a server; the engine runs in the page.
import { cardSources, formatSources } from 'virtual:formats';
import './app.ts';

const app = document.createElement('rs-app');
app.sources = [...formatSources, ...cardSources];
document.body.append(app);
