import '@shared/zod-setup';
import { startApp } from './app/GameApp';
import { loadFonts } from './fonts';

const stage = document.getElementById('stage');
if (stage) {
  loadFonts()
    .then(() => startApp(stage))
    .then(
      (app) => {
        window.ligrettoDebug = app.debug;
      },
      (e: unknown) => {
        stage.textContent = `Ligretto Party could not start: ${e instanceof Error ? e.message : String(e)}`;
      },
    );
}
