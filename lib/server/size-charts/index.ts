// Size charts' public face: pages, actions and the catalogue's reads import from here.
export { deleteSizeChart, getSizeChart, listSizeCharts, saveSizeChart } from './charts';
