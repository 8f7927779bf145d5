/** electron-builder settings for `npm run dist`: packs the electron-vite output for Linux, Windows and macOS. */
/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'party.ligretto.desktop',
  productName: 'Ligretto Party',
  copyright: 'Copyright © Ligretto Party team',
  directories: {
    output: 'release',
    buildResources: 'resources',
  },
  files: ['out/**', 'package.json'],
  asar: true,
  publish: null,
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    icon: 'resources/icon.png',
    maintainer: 'Ligretto Party team',
    synopsis: 'The fast card game for up to 12 players on one shared screen',
  },
  win: {
    target: ['nsis'],
    icon: 'resources/icon.png',
  },
  nsis: {
    oneClick: false,
    allowToChangeInstallationDirectory: true,
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.card-games',
    icon: 'resources/icon.png',
  },
};
