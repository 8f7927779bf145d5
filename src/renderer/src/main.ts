import type { LigrettoApi } from '../../shared/channels';

/** Describes where the game runs, for the title screen's subtitle. */
export async function describeHost(api: LigrettoApi | undefined): Promise<string> {
  if (!api) return 'Browser mode';
  const info = await api.appInfo();
  return `${info.name} ${info.version} on ${api.platform}`;
}

const subtitle = document.getElementById('subtitle');
if (subtitle) {
  describeHost(window.ligretto).then(
    (text) => {
      subtitle.textContent = text;
    },
    () => {
      subtitle.textContent = '';
    },
  );
}
