import '@shared/zod-setup';
import { startApp } from './app/GameApp';

const stage = document.getElementById('stage');
if (stage) {
  startApp(stage).then(
    (app) => {
      window.ligrettoDebug = app.debug;
    },
    (e: unknown) => {
      stage.textContent = `Ligretto Party could not start: ${e instanceof Error ? e.message : String(e)}`;
    },
  );
}
