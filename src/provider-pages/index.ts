/**
 * The provider pages need no script: this entry only carries their style sheet
 * (build/provider-pages/index.css), which PHP enqueues on those pages.
 */
import './pages.scss';
