// The floor: the least a React 19 page can be. The portal's pages are measured against it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1 id="floor">Portal del Vecino</h1>);
