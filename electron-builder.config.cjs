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
  files: ['out/**', 'resources/icon.png', 'package.json'],
  asar: true,
  // Every dependency is plain JS or a prebuilt Node-API binary (@kmamal/sdl ships dist/sdl.node): nothing to
  // rebuild for Electron. A rebuild would run node-gyp on @kmamal/sdl, which needs SDL headers and its dev
  // dependencies, and writes build/Release/sdl.node that the package never loads.
  npmRebuild: false,
  publish: null,
  // Electron's fuses, flipped in the packaged binary (Electron security checklist, item 19): it cannot be started as
  // plain Node (ELECTRON_RUN_AS_NODE), takes no NODE_OPTIONS and no --inspect, encrypts its cookies, loads the app only
  // from the app.asar and checks that asar against the hash packed with it (macOS and Windows; Electron has no such
  // check on Linux). The window loads from app://, so file:// pages keep no extra privileges. An unsigned macOS build
  // is signed ad hoc again after the flip, or Apple Silicon refuses to start the changed binary.
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
    resetAdHocDarwinSignature: true,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    icon: 'resources/icon.png',
    executableName: 'ligretto-party',
    // The .desktop file is named after package.json's desktopName, which Electron uses as the window's app_id / WM_CLASS,
    // so the dock shows the app's icon for its window.
    syncDesktopName: true,
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
