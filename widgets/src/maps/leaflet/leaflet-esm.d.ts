// Leaflet 1.9's package.json names only its UMD build; its ES module build has the same API.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
