/** Entry of the native pad worker (an Electron utilityProcess, or a Node child in tests): SDL pads in, pad states out. */
import { loadSdl, runPads } from './pad-worker';
import { processPort } from './worker-protocol';

const port = processPort();
if (port) {
  const sdl = await loadSdl();
  if (sdl.ok) {
    port.post({ t: 'ready', backend: sdl.backend });
    runPads(port, sdl.controllers);
  } else {
    // The main process ends this worker once it has the reason.
    port.post({ t: 'unavailable', reason: sdl.reason });
  }
}
